// What a site says it keeps on the device because it must (--declarations), and what consent tools keep the
// visitor's own choice in: those keys are necessary; any other key is reported.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AuditError } from './errors.mjs';

export const STORES = ['cookie', 'localStorage', 'sessionStorage', 'indexedDB', 'cacheStorage'];
const consentRecords = createRequire(import.meta.url)('../data/consent-records.json').keys;

const glob = (name) =>
  new RegExp(
    `^${name
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/**
 * A declarations file: `{ "necessary": [{ "store": "cookie", "name": "session" }, ...] }`, `*` in a name for
 * any characters. Throws an AuditError naming the field that is wrong.
 */
export function parseDeclarations(text, file = 'the declarations file') {
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AuditError(`${file} is not JSON: ${error.message}`);
  }
  if (!Array.isArray(json?.necessary)) throw new AuditError(`${file}: "necessary" must be a list of { "store", "name" }`);
  return json.necessary.map((item, index) => {
    if (!STORES.includes(item?.store)) throw new AuditError(`${file}: necessary[${index}].store must be one of ${STORES.join(', ')}`);
    if (typeof item.name !== 'string' || item.name === '')
      throw new AuditError(`${file}: necessary[${index}].name must be a non-empty string`);
    return { store: item.store, name: item.name, why: typeof item.why === 'string' ? item.why : undefined };
  });
}

/** The declarations in `file`; `name` is how errors name it (as the user typed it). */
export function readDeclarations(file, name = file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new AuditError(`--declarations ${name}: no such file`);
  }
  return parseDeclarations(text, name);
}

/** Why a key is necessary (`declared` or `consent record of <tool>`), or undefined when nothing says it is. */
export function necessity(declarations, { store, key }) {
  if (declarations.some((item) => item.store === store && glob(item.name).test(key))) return 'declared necessary';
  const record = consentRecords.find((item) => item.store === store && glob(item.name).test(key));
  return record ? `the consent record of ${record.tool}` : undefined;
}
