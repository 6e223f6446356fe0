/**
 * The US states with a comprehensive consumer privacy law that gives residents the right to opt out of the
 * sale and sharing of their personal data and of targeted advertising: the one list `auto` mode reads (issue 33 §2).
 * A state's visitors get opt-out from its law's effective date on (`usStateLawInForce`), so a law passed
 * today is added here with its date and takes effect on the day, with no change elsewhere.
 *
 * Left out on purpose: Florida's Digital Bill of Rights (it binds only companies with over a billion dollars of
 * revenue), and sector laws (health, biometrics, children). Keys are USPS codes, which are the ISO 3166-2:US
 * subdivision codes the CDNs' region headers send (cf-region-code, CloudFront-Viewer-Country-Region,
 * x-vercel-ip-country-region).
 */
export const US_STATE_PRIVACY_LAWS = {
  CA: { law: 'California Consumer Privacy Act (as amended by the California Privacy Rights Act)', effective: '2020-01-01' },
  VA: { law: 'Virginia Consumer Data Protection Act', effective: '2023-01-01' },
  CO: { law: 'Colorado Privacy Act', effective: '2023-07-01' },
  CT: { law: 'Connecticut Data Privacy Act', effective: '2023-07-01' },
  UT: { law: 'Utah Consumer Privacy Act', effective: '2023-12-31' },
  OR: { law: 'Oregon Consumer Privacy Act', effective: '2024-07-01' },
  TX: { law: 'Texas Data Privacy and Security Act', effective: '2024-07-01' },
  MT: { law: 'Montana Consumer Data Privacy Act', effective: '2024-10-01' },
  DE: { law: 'Delaware Personal Data Privacy Act', effective: '2025-01-01' },
  IA: { law: 'Iowa Consumer Data Protection Act', effective: '2025-01-01' },
  NE: { law: 'Nebraska Data Privacy Act', effective: '2025-01-01' },
  NH: { law: 'New Hampshire Privacy Act (SB 255)', effective: '2025-01-01' },
  NJ: { law: 'New Jersey Data Privacy Act', effective: '2025-01-15' },
  TN: { law: 'Tennessee Information Protection Act', effective: '2025-07-01' },
  MN: { law: 'Minnesota Consumer Data Privacy Act', effective: '2025-07-31' },
  MD: { law: 'Maryland Online Data Privacy Act', effective: '2025-10-01' },
  IN: { law: 'Indiana Consumer Data Protection Act', effective: '2026-01-01' },
  KY: { law: 'Kentucky Consumer Data Protection Act', effective: '2026-01-01' },
  RI: { law: 'Rhode Island Data Transparency and Privacy Protection Act', effective: '2026-01-01' },
} as const satisfies Readonly<Record<string, UsStatePrivacyLaw>>;

export interface UsStatePrivacyLaw {
  /** The law's name, as the state's legislature gives it. */
  readonly law: string;
  /** The day it takes effect (UTC), YYYY-MM-DD. */
  readonly effective: string;
}

/** The USPS codes of the 50 states and the District of Columbia: a region header's value is one of these, or unknown. */
export const US_STATE_CODES = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR ' +
  'PA RI SC SD TN TX UT VT VA WA WV WI WY'
).split(' ');

const STATE_CODES = new Set(US_STATE_CODES);

/**
 * The visitor's US state from a CDN's region header, or undefined when unknown. Cloudflare and CloudFront send the
 * subdivision code alone ("CA"); a value with the country's prefix ("US-CA") is forgiven, as are case and spaces.
 */
export function usStateFromHeader(value: string | undefined): string | undefined {
  const code = value?.trim().toUpperCase().replace(/^US-/, '');
  return code !== undefined && STATE_CODES.has(code) ? code : undefined;
}

/** The state's comprehensive privacy law when it has one in effect on `now` (UTC days), else undefined. */
export function usStateLawInForce(state: string, now: Date): UsStatePrivacyLaw | undefined {
  if (!Object.hasOwn(US_STATE_PRIVACY_LAWS, state)) return undefined;
  const law = (US_STATE_PRIVACY_LAWS as Readonly<Record<string, UsStatePrivacyLaw>>)[state];
  return law !== undefined && now.toISOString().slice(0, 10) >= law.effective ? law : undefined;
}
