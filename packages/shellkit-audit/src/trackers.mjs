// Who a third-party request goes to, and why: a tracker database behind one interface, `lookup(url)` giving
// `{ vendor, category }` or undefined. The default is third-party-web (MIT, Patrick Hulce: HTTP Archive's
// entities, domains to companies and categories), which a company may use in its CI, refined by this
// package's data/overrides.json. Ghostery's Tracker Database is CC-BY-NC-SA-4.0 (non-commercial): opt-in
// with `--tracker-db ghostery` once installed beside the audit, never bundled. Any module default-exporting
// `{ name, licence, lookup(url) }` plugs in the same way.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AuditError } from './errors.mjs';

const require = createRequire(import.meta.url);
const overrides = require('../data/overrides.json');

/** The categories a finding names, in the audit's words. */
export const CATEGORIES = [
  'advertising',
  'site-analytics',
  'session-replay',
  'social',
  'customer-messaging',
  'marketing',
  'video',
  'tag-manager',
  'consent-provider',
  'cdn',
  'hosting',
  'utility',
  'content',
  'other',
];

/** What an opt-in law asks consent for (ePrivacy: anything not strictly necessary to the service asked for). */
export const CONSENT_REQUIRING = ['advertising', 'site-analytics', 'session-replay', 'social', 'customer-messaging', 'marketing', 'video'];
/** What a US state law's opt-out (Global Privacy Control) covers: targeted advertising and the sale or sharing of data. */
export const SALE_SHARE = ['advertising', 'social', 'marketing'];

const THIRD_PARTY_WEB_CATEGORIES = {
  ad: 'advertising',
  analytics: 'site-analytics',
  social: 'social',
  'customer-success': 'customer-messaging',
  marketing: 'marketing',
  video: 'video',
  'tag-manager': 'tag-manager',
  'consent-provider': 'consent-provider',
  cdn: 'cdn',
  hosting: 'hosting',
  utility: 'utility',
  content: 'content',
  other: 'other',
};

const onHost = (hostname, host) => hostname === host || hostname.endsWith(`.${host}`);

function overrideOf(url) {
  for (const entry of overrides.endpoints) {
    if (!onHost(url.hostname, entry.host)) continue;
    if (entry.path && !new RegExp(entry.path).test(url.pathname)) continue;
    if (entry.query && !new RegExp(entry.query).test(url.search)) continue;
    return { vendor: entry.vendor, category: entry.category };
  }
  return undefined;
}

/** third-party-web with the package's overrides: the default, MIT. */
export function thirdPartyWebDatabase() {
  const thirdPartyWeb = require('third-party-web');
  return {
    name: 'third-party-web',
    licence: 'MIT (third-party-web, Patrick Hulce) with shellkit-audit overrides (MIT)',
    lookup(address) {
      const url = new URL(address);
      const override = overrideOf(url);
      if (override) return override;
      const entity = thirdPartyWeb.getEntity(url.href);
      if (!entity) return undefined;
      const company = entity.company ?? entity.name;
      return {
        vendor: overrides.companies[company] ?? overrides.companies[entity.name] ?? entity.name,
        category: THIRD_PARTY_WEB_CATEGORIES[entity.category] ?? 'other',
      };
    },
  };
}

const GHOSTERY_CATEGORIES = {
  advertising: 'advertising',
  adult_advertising: 'advertising',
  site_analytics: 'site-analytics',
  social_media: 'social',
  customer_interaction: 'customer-messaging',
  audio_video_player: 'video',
  consent: 'consent-provider',
  cdn: 'cdn',
  hosting: 'hosting',
  utilities: 'utility',
  essential: 'utility',
};

/** Ghostery's Tracker Database, from the user's own install of @ghostery/trackerdb (CC-BY-NC-SA-4.0). */
async function ghosteryDatabase(cwd) {
  let entry;
  try {
    entry = createRequire(path.join(cwd, 'package.json')).resolve('@ghostery/trackerdb');
  } catch {
    throw new AuditError(
      '--tracker-db ghostery needs @ghostery/trackerdb installed beside the audit (npm i -D @ghostery/trackerdb); its licence, CC-BY-NC-SA-4.0, is for non-commercial use only',
    );
  }
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const { default: load } = await import(pathToFileURL(path.join(root, 'dist', 'mjs', 'index.js')).href);
  const db = await load(readFileSync(path.join(root, 'dist', 'trackerdb.engine')));
  return {
    name: 'ghostery',
    licence: 'CC-BY-NC-SA-4.0 (Ghostery Tracker Database): non-commercial use only',
    async lookup(address) {
      const override = overrideOf(new URL(address));
      const [match] = await db.matchUrl({ url: address, type: 'other', sourceUrl: address }, { getDomainMetadata: true });
      if (!match) return override;
      return {
        vendor: match.organization?.name ?? match.pattern.name,
        category: override?.category ?? GHOSTERY_CATEGORIES[match.category.key] ?? 'other',
      };
    },
  };
}

/** The database `--tracker-db` names: `third-party-web` (default), `ghostery`, or a module's path. */
export async function loadTrackerDatabase(name = 'third-party-web', cwd = process.cwd()) {
  if (name === 'third-party-web') return thirdPartyWebDatabase();
  if (name === 'ghostery') return ghosteryDatabase(cwd);
  let module;
  try {
    module = await import(pathToFileURL(path.resolve(cwd, name)).href);
  } catch (error) {
    throw new AuditError(`--tracker-db ${name}: not third-party-web, ghostery, or a module that loads (${error.message.split('\n')[0]})`);
  }
  const db = module.default;
  if (typeof db?.lookup !== 'function' || typeof db.name !== 'string' || typeof db.licence !== 'string')
    throw new AuditError(`--tracker-db ${name}: its default export must be { name, licence, lookup(url) }`);
  return db;
}
