import type { ConsentMode } from './consent';
import type { ShellConfig } from './shell-config';
import { usStateFromHeader, usStateLawInForce } from './us-state-privacy-laws';

/**
 * The EEA (the 27 EU states, Iceland, Liechtenstein and Norway), the United Kingdom and
 * Switzerland: where the GDPR (or its UK and Swiss counterparts) and the ePrivacy rules ask for
 * consent before non-essential cookies, and where some heatmap vendors enforce their consent signal.
 * Parts of the EU that geolocation databases give codes of their own are listed too: Åland (AX,
 * Finland) and France's outermost regions (GF, GP, MQ, RE, YT, MF), where EU law applies in full.
 */
export const DEFAULT_OPT_IN_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'AX',
  'GF',
  'GP',
  'MQ',
  'RE',
  'YT',
  'MF',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
] as const;

/**
 * ISO 3166-1 alpha-2, the codes assigned to a country or territory, and Kosovo's XK (user-assigned,
 * but what Cloudflare and CloudFront send). Any other pair of letters (XX, ZZ, EU, AP) names no
 * country a CDN can place a visitor in, so it counts as unknown; and so the pages a server keeps
 * ready, one per country, stay a few hundred at most.
 */
const COUNTRY_CODES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
    'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
    'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
    'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
  ).split(' '),
);

/** Whether `code` (upper case) is a country a CDN can name: the check CONSENT_OPT_IN_COUNTRIES is held to. */
export const isCountryCode = (code: string): boolean => COUNTRY_CODES.has(code);

/** `auto` mode's rule: which trusted headers name the visitor's country and region, and where to ask first. */
export interface ModeByCountry {
  /** Set by the CDN in front (CF-IPCountry, CloudFront-Viewer-Country, X-Vercel-IP-Country); never by the visitor. */
  readonly header: string;
  /**
   * The same CDN's region header (cf-region-code, CloudFront-Viewer-Country-Region, X-Vercel-IP-Country-Region):
   * a US visitor's state. Absent (a CDN whose pair is unknown), every US visitor counts as from an unknown state.
   */
  readonly regionHeader?: string;
  /** ISO 3166-1 alpha-2 codes, upper case. */
  readonly optInCountries: readonly string[];
}

/** Each CDN's country header (lower case) and the region header it sends beside it. */
const REGION_HEADER_OF: Readonly<Record<string, string>> = {
  'cf-ipcountry': 'cf-region-code',
  'cloudfront-viewer-country': 'CloudFront-Viewer-Country-Region',
  'x-vercel-ip-country': 'X-Vercel-IP-Country-Region',
};

/** The region header the CDN of a country header sends beside it, or undefined for a header of no CDN known here. */
export function regionHeaderFor(countryHeader: string): string | undefined {
  return REGION_HEADER_OF[countryHeader.toLowerCase()];
}

/** The country with a regime of its own by state: its visitors are asked by their state's law (issue 33 §2). */
export const OPT_OUT_COUNTRY = 'US';

/**
 * The visitor's country from the header's value, or undefined when unknown. CDNs answer "XX" (no
 * country) and "T1" (Tor) when they cannot tell; those, and anything else that is not a country's
 * code, count as unknown. Case and surrounding spaces are forgiven.
 */
export function countryFromHeader(value: string | undefined): string | undefined {
  const country = value?.trim().toUpperCase();
  return country !== undefined && isCountryCode(country) ? country : undefined;
}

/** Where a request comes from, as the CDN's trusted headers say (each undefined when unknown), and what the browser asks. */
export interface VisitorSignals {
  readonly country?: string | undefined;
  /** A US state's code, read only for a US visitor (usStateFromHeader). */
  readonly region?: string | undefined;
  /** `Sec-GPC: 1` on the request: Global Privacy Control, an opt-out of sale, sharing and targeted advertising. */
  readonly globalPrivacyControl?: boolean;
}

/**
 * The visitor's country and, for a US visitor, state, from the request's headers (any case of the name).
 * A region outside the US is not read: no regime depends on it, and the pages kept stay one per country.
 */
export function visitorPlace(rule: ModeByCountry, header: (name: string) => string | undefined): VisitorSignals {
  const country = countryFromHeader(header(rule.header));
  if (country !== OPT_OUT_COUNTRY || !rule.regionHeader) return { country };
  return { country, region: usStateFromHeader(header(rule.regionHeader)) };
}

/**
 * `auto` mode's rule. Opt-in where the rule lists the country, and when the country is unknown (the careful
 * default). In the US, opt-out where the visitor's state has a comprehensive privacy law in effect on `now`,
 * and where the state is unknown (the careful default there: most US visitors live under such a law);
 * notice in a state without one. Notice elsewhere.
 */
export function modeForVisitor(rule: ModeByCountry, { country, region }: VisitorSignals, now: Date): ConsentMode {
  if (country === undefined || rule.optInCountries.includes(country)) return 'opt-in';
  if (country !== OPT_OUT_COUNTRY) return 'notice';
  return region === undefined || usStateLawInForce(region, now) ? 'opt-out' : 'notice';
}

/** Opt-in where the rule lists the country, and when the country is unknown; in the US, by state (modeForVisitor); notice elsewhere. */
export function modeForCountry(rule: ModeByCountry, country: string | undefined, now: Date = new Date()): ConsentMode {
  return modeForVisitor(rule, { country }, now);
}

/**
 * The config one page is served with. In `auto` mode the server picks the mode from the visitor's
 * country and state on the day of the request, so the first render knows it and nothing flashes; the
 * rule itself stays on the server. A request with Global Privacy Control is served a page that knows it
 * (in every mode), so advertising is off from the first byte also in a browser that sends the header and
 * exposes no `navigator.globalPrivacyControl`. Without the rule, the config as it is, with the signal.
 */
export function configForVisitor(config: ShellConfig, visitor: VisitorSignals, now: Date = new Date()): ShellConfig {
  const { country, region, globalPrivacyControl } = visitor;
  const { modeByCountry, ...forPage } = config;
  const gpc = globalPrivacyControl ? { globalPrivacyControl: true as const } : {};
  if (!modeByCountry) return globalPrivacyControl ? { ...config, ...gpc } : config;
  const consentMode = modeForVisitor(modeByCountry, { country, region }, now);
  return {
    ...forPage,
    consentMode,
    ...(country ? { visitorCountry: country } : {}),
    ...(country === OPT_OUT_COUNTRY && region ? { visitorRegion: region } : {}),
    ...gpc,
  };
}

/**
 * The key of the page a config makes: what a page differs by (the mode, the visitor's country and state, and GPC),
 * so a server keeps one page per key and a page resolved before a law took effect is not served after.
 */
export function pageVariantKey(page: ShellConfig): string {
  return `${page.consentMode} ${page.visitorCountry ?? ''} ${page.visitorRegion ?? ''} ${page.globalPrivacyControl ? 'gpc' : ''}`;
}
