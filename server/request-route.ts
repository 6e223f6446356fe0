import { CONSENT_EXPORT_PATH, CONSENT_RECORDS_PATH } from '../src/domain/consent-record';
import { LANGUAGE_CHOICE_PATH } from '../src/domain/language-choice';

/** A path with an extension names a file of the build; any other is a page. */
export const FILE_PATH = /\.[A-Za-z0-9]+$/;

/**
 * The route a request is counted under in the metrics: a fixed name per route, never the path
 * itself, so anyone asking for made-up URLs cannot make a series each.
 */
export function requestRoute(path: string, tunnelPath: string): string {
  if (path === '/healthz') return 'healthz';
  if (path === tunnelPath) return 'tunnel';
  if (path === CONSENT_RECORDS_PATH || path.startsWith(`${CONSENT_RECORDS_PATH}/`)) return 'consent-records';
  if (path === CONSENT_EXPORT_PATH) return 'consent-export';
  if (path === LANGUAGE_CHOICE_PATH) return 'language-choice';
  if (path.startsWith('/assets/')) return 'assets';
  return FILE_PATH.test(path) ? 'file' : 'page';
}
