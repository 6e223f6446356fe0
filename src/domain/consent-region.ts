import type { ConsentMode } from './consent';
import type { ShellConfig } from './shell-config';

/**
 * The EEA (the 27 EU states, Iceland, Liechtenstein and Norway), the United Kingdom and
 * Switzerland: where the GDPR (or its UK and Swiss counterparts) and the ePrivacy rules ask for
 * consent before non-essential cookies, and where Microsoft Clarity enforces its consent signal.
 */
export const DEFAULT_OPT_IN_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO',
  'GB',
  'CH',
] as const;

/** `auto` mode's rule: which trusted header names the visitor's country, and where to ask first. */
export interface ModeByCountry {
  /** Set by the CDN in front (CF-IPCountry, CloudFront-Viewer-Country, X-Vercel-IP-Country); never by the visitor. */
  readonly header: string;
  /** ISO 3166-1 alpha-2 codes, upper case. */
  readonly optInCountries: readonly string[];
}

/**
 * The visitor's country from the header's value, or undefined when unknown. CDNs answer "XX" (no
 * country) and "T1" (Tor) when they cannot tell; both count as unknown.
 */
export function countryFromHeader(value: string | undefined): string | undefined {
  const country = value?.trim().toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country) || country === 'XX' || country === 'T1') return undefined;
  return country;
}

/** Opt-in where the rule lists the country, and when the country is unknown (the careful default); notice elsewhere. */
export function modeForCountry(rule: ModeByCountry, country: string | undefined): ConsentMode {
  return country === undefined || rule.optInCountries.includes(country) ? 'opt-in' : 'notice';
}

/**
 * The config one page is served with. In `auto` mode the server picks the mode from the visitor's
 * country, so the first render knows it and nothing flashes; the rule itself stays on the server.
 * Without the rule (notice or opt-in), the config as it is.
 */
export function configForVisitor(config: ShellConfig, country: string | undefined): ShellConfig {
  const { modeByCountry, ...forPage } = config;
  if (!modeByCountry) return config;
  return { ...forPage, consentMode: modeForCountry(modeByCountry, country), ...(country ? { visitorCountry: country } : {}) };
}
