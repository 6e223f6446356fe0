import type { ConsentMode } from './consent';
import type { ShellConfig } from './shell-config';

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

/** `auto` mode's rule: which trusted header names the visitor's country, and where to ask first. */
export interface ModeByCountry {
  /** Set by the CDN in front (CF-IPCountry, CloudFront-Viewer-Country, X-Vercel-IP-Country); never by the visitor. */
  readonly header: string;
  /** ISO 3166-1 alpha-2 codes, upper case. */
  readonly optInCountries: readonly string[];
}

/**
 * The visitor's country from the header's value, or undefined when unknown. CDNs answer "XX" (no
 * country) and "T1" (Tor) when they cannot tell; those, and anything else that is not a country's
 * code, count as unknown. Case and surrounding spaces are forgiven.
 */
export function countryFromHeader(value: string | undefined): string | undefined {
  const country = value?.trim().toUpperCase();
  return country !== undefined && isCountryCode(country) ? country : undefined;
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
