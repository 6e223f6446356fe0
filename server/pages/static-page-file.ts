/**
 * Where a prerendered page lies in dist/client, for a URL and a language: the fallback language's
 * where static hosts look a path up (`/` index.html, `/privacy` privacy/index.html, `/404` 404.html),
 * each other language's beside it with its code before `.html` (privacy/index.de.html), the names
 * Apache's MultiViews and an nginx `try_files $uri/index.$lang.html` rule pick by language.
 */
export function staticPageFile(url: string, language?: string): string {
  const base = url === '/' ? 'index' : url === '/404' ? '404' : `${url.slice(1)}/index`;
  return language === undefined ? `${base}.html` : `${base}.${language}.html`;
}
