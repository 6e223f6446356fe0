import { describe, expect, it } from 'vitest';
import {
  bootScriptElement,
  bootScriptOf,
  hasPageRoot,
  inlineScriptsOf,
  isRenderedFor,
  PAGE_ROOT_END,
  withPageContent,
  withPageRootEnd,
} from './page-document';

const TEMPLATE = `<html><head><title>Shellkit</title>${bootScriptElement('boot()')}</head><body><div id="root"></div>${PAGE_ROOT_END}<script src="/a.js"></script></body></html>`;

describe('the page document', () => {
  it('puts a rendered page in the root and its title in <title>, escaped', () => {
    const html = withPageContent(TEMPLATE, { markup: '<div><div>page</div></div>', title: 'A <b> & c · Shellkit' });
    expect(html).toContain(`<div id="root"><div><div>page</div></div></div>${PAGE_ROOT_END}<script src="/a.js">`);
    expect(html).toContain('<title>A &lt;b&gt; &amp; c · Shellkit</title>');
  });

  it('puts the page’s description, in its language, in <meta name="description">, escaped (issue 36)', () => {
    const template = TEMPLATE.replace('<title>', '<meta name="description" content="In English." /><title>');
    const html = withPageContent(template, { markup: '<p>x</p>', description: 'Auf "Deutsch" & mehr.' });
    expect(html).toContain('<meta name="description" content="Auf &quot;Deutsch&quot; &amp; mehr." />');
    expect(html).not.toContain('In English.');
  });

  it('replaces the page already in the root (a prerendered index.html is a template again), whatever its nesting', () => {
    const first = withPageContent(TEMPLATE, { markup: '<div><div>one</div></div><div>two</div>', title: 'One' });
    expect(withPageContent(first, { markup: '<p>other</p>', title: 'Other' })).toBe(
      withPageContent(TEMPLATE, { markup: '<p>other</p>', title: 'Other' }),
    );
  });

  it('names the URL the page was rendered for on the root, escaped; an empty root names none', () => {
    expect(withPageContent(TEMPLATE, { markup: '<p>x</p>', url: '/?q="a"&b' })).toContain(
      '<div id="root" data-rendered-url="/?q=&quot;a&quot;&amp;b"><p>x</p>',
    );
    const rendered = withPageContent(TEMPLATE, { markup: '<p>x</p>', url: '/privacy' });
    expect(withPageContent(rendered, { markup: '' })).toContain(`<div id="root"></div>${PAGE_ROOT_END}`);
  });

  it.each([
    ['/privacy', '/privacy', '', true],
    ['/privacy', '/privacy/', '', true],
    ['/', '/', '', true],
    ['/?tab=a', '/', '?tab=a', true],
    ['/', '/', '?tab=a', false],
    ['/404', '/pricing', '', false],
    [undefined, '/', '', false],
  ])('a page rendered for %s is the page at %s%s: %s', (renderedUrl, pathname, search, expected) => {
    expect(isRenderedFor(renderedUrl, { pathname, search })).toBe(expected);
  });

  it('keeps "$" patterns in a page as they are', () => {
    expect(withPageContent(TEMPLATE, { markup: "<p>$& $1 $'</p>", title: '$&' })).toContain("<p>$& $1 $'</p>");
  });

  it('refuses an index.html with no place for the page, naming the marker', () => {
    expect(hasPageRoot('<div id="root"></div>')).toBe(false);
    expect(() => withPageContent('<div id="root"></div>', { markup: '', title: '' })).toThrow(PAGE_ROOT_END);
  });

  it('finds the boot script text exactly as written, with no scripts on a page that loads its app itself, and refuses code that would close its element', () => {
    expect(bootScriptOf(TEMPLATE)).toEqual({ code: 'boot()', scripts: undefined });
    expect(bootScriptOf('<html></html>')).toBeUndefined();
    expect(() => bootScriptElement('a("</script>")')).toThrow('</script');
  });

  it('writes the boot script with the scripts it starts as attributes, and reads both back exactly; its one text is listed for the CSP', () => {
    const scripts = { entry: '/assets/index-a"b.js', preloads: ['/assets/react-1.js', '/assets/runtime-2.js'] };
    const html = TEMPLATE.replace(bootScriptElement('boot()'), bootScriptElement('boot()', scripts));
    expect(bootScriptOf(html)).toEqual({ code: 'boot()', scripts });
    expect(
      bootScriptOf(html.replace(bootScriptElement('boot()', scripts), bootScriptElement('boot()', { entry: '/e.js', preloads: [] })))
        ?.scripts,
    ).toEqual({ entry: '/e.js', preloads: [] });
    expect(inlineScriptsOf(html)).toEqual(['boot()']);
    expect(inlineScriptsOf('<html></html>')).toEqual([]);
    expect(() => bootScriptElement('a("</script>")', scripts)).toThrow('</script');
  });

  it("names the page's language's catalog on its boot script, in place of the template's, and reads it back", () => {
    const scripts = {
      entry: '/assets/index-1.js',
      preloads: ['/assets/react-1.js'],
      catalog: '/assets/en-1.js',
      composition: '/assets/browser-composition-1.js',
    };
    const template = TEMPLATE.replace(bootScriptElement('boot()'), bootScriptElement('boot()', scripts));
    const german = withPageContent(template, {
      markup: '<p>Hallo</p>',
      language: { code: 'de', direction: 'ltr' },
      catalog: '/assets/de-"2.js',
    });
    expect(german).toContain('<html lang="de" dir="ltr">');
    // The server's other marks on <html> (a page with a chat) stay as the language is set.
    const marked = template.replace(/<html\b[^>]*>/, '<html data-shellkit-chat lang="en" dir="ltr">');
    expect(withPageContent(marked, { markup: '<p>مرحبا</p>', language: { code: 'ar', direction: 'rtl' } })).toContain(
      '<html data-shellkit-chat lang="ar" dir="rtl">',
    );
    expect(bootScriptOf(german)).toEqual({ code: 'boot()', scripts: { ...scripts, catalog: '/assets/de-"2.js' } });
    // No catalog given (a page in the template's language): the template's stays.
    expect(bootScriptOf(withPageContent(template, { markup: '<p>Hi</p>' }))?.scripts?.catalog).toBe('/assets/en-1.js');
    // A page whose boot script starts no app (npm run dev's) has nowhere to name one: a build error, not a page that cannot load.
    expect(() => withPageContent(TEMPLATE, { markup: '<p>x</p>', catalog: '/assets/de-2.js' })).toThrow('boot script');
  });

  it('finds the root when a formatter has put its end mark on a line of its own', () => {
    const formatted = `<html><head></head><body>\n    <div id="root"></div>\n    ${PAGE_ROOT_END}\n  </body></html>`;
    expect(withPageContent(formatted, { markup: '<p>x</p>' })).toContain(`<div id="root"><p>x</p></div>\n    ${PAGE_ROOT_END}`);
  });

  it("gives a product's index.html the root's end mark it lacks, so the server can render pages into it", () => {
    const template = '<html><head></head><body>\n    <div id="root"></div>\n    <script src="/src/main.tsx"></script></body></html>';
    const marked = withPageRootEnd(template);
    expect(hasPageRoot(template)).toBe(false);
    expect(marked).toContain(`<div id="root"></div>${PAGE_ROOT_END}`);
    expect(withPageContent(marked, { markup: '<p>x</p>' })).toContain(`<div id="root"><p>x</p></div>${PAGE_ROOT_END}`);
    expect(withPageRootEnd(marked)).toBe(marked);
    expect(withPageRootEnd(TEMPLATE)).toBe(TEMPLATE);
  });

  it('fails a page with no root, naming the fix', () => {
    expect(() => withPageRootEnd('<html><body><main></main></body></html>')).toThrow(/no <div id="root"><\/div>.*add it to <body>/);
  });
});
