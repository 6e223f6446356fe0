import { z } from 'zod';
import { unsetIfEmpty } from './env-source';

export const DEFAULT_TUNNEL_PATH = '/monitoring';

/**
 * SENTRY_TUNNEL_PATH, read the same by the browser build and the server. Filter lists block
 * well-known tunnel paths, so a site may pick its own.
 */
export const tunnelPathSchema = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .regex(
      /^(\/[A-Za-z0-9._~-]+)+$/,
      'must be a path like /monitoring: a leading "/", letters, digits, ".", "_", "~" or "-", no trailing "/"',
    )
    .default(DEFAULT_TUNNEL_PATH),
);
