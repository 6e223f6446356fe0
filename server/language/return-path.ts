/** Longer than any page path of the shell with its query; a longer one is not a page the form was on. */
const RETURN_PATH_MAX_LENGTH = 2048;

/** Only to resolve a path against: a return path must stay on it. */
const THIS_SITE = 'https://this-site.invalid';

export type ReturnPath = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly reason: string };

/**
 * Where the language choice may send the visitor back to: a path of this site, never another site.
 * An open redirect here would let any page link to this site's form and bounce its visitors on to
 * a look-alike. So: one leading `/` and not two (`//evil.example` is another host), no backslash
 * (browsers read `/\evil.example` as `//evil.example`), no control character or space (a URL parser
 * drops tabs and newlines, making `/\t/evil.example` into `//evil.example`), and what a URL parser
 * makes of it (`.` and `..` resolved) must still be a path of this site. The answer is the parser's own form of the path, query
 * and fragment, so the Location header carries what was checked.
 */
export function returnPathOf(value: string | undefined): ReturnPath {
  if (value === undefined || value === '') return { ok: false, reason: 'the return path is missing' };
  if (value.length > RETURN_PATH_MAX_LENGTH)
    return { ok: false, reason: `the return path is longer than ${RETURN_PATH_MAX_LENGTH} characters` };
  if (!value.startsWith('/') || value.startsWith('//'))
    return { ok: false, reason: 'the return path must be a path of this site, starting with one /' };
  if (value.includes('\\')) return { ok: false, reason: 'the return path must not contain a backslash' };
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u0020\u007f]/.test(value)) return { ok: false, reason: 'the return path must not contain spaces or control characters' };
  const url = new URL(value, THIS_SITE);
  // `/.//evil.example` and `/a/..//evil.example` are paths of this site, but their `.` and `..` resolve to `//evil.example`.
  if (url.origin !== THIS_SITE || url.pathname.startsWith('//')) return { ok: false, reason: 'the return path must stay on this site' };
  return { ok: true, path: `${url.pathname}${url.search}${url.hash}` };
}
