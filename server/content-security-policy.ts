import type { ShellConfig } from '../src/domain/shell-config';

export interface CspDirectives {
  readonly defaultSrc: string[];
  readonly scriptSrc: string[];
  readonly styleSrc: string[];
  readonly imgSrc: string[];
  readonly fontSrc: string[];
  readonly connectSrc: string[];
  readonly frameAncestors: string[];
  readonly baseUri: string[];
  readonly formAction: string[];
  readonly objectSrc: string[];
}

/**
 * The Content-Security-Policy for this config: 'self' plus exactly the origins of the vendors the
 * config enables, and no inline script. On the in-memory adapters no vendor is enabled, so
 * everything is same-origin (error reports too: they go through the site's own tunnel).
 */
export function contentSecurityPolicy(_config: ShellConfig): CspDirectives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  };
}
