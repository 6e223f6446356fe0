import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/**
 * The layer rule (docs/architecture.md): dependencies point inward.
 *   domain       imports nothing of ours, and no React, DOM framework or vendor
 *   ports        import only domain
 *   platform     small browser helpers (timing, script injection): imports only domain
 *   boot         the page's inline boot script (bundled alone into <head>): imports only domain, and the two platform
 *                helpers its entry reads the browser with (random-uuid, global-privacy-control); the app imports only
 *                its app-facing files (hand-off, banner-paint-guard)
 *   application  the delivery pipelines and the shell's rules over ports: imports domain, ports and platform, no framework
 *   adapters     import ports, domain and platform, never ui, composition or another adapter
 *   ui           imports ports, domain and platform (and boot's banner-paint-guard), never adapters, application, composition or pages
 *   pages        the shell's own pages (src/pages/): its root route and (shell)/privacy, which a product's pages join in
 *                one tree (shellkit/vite); they import what ui does, and ui; only composition (and tests) import them
 *   composition  imports anything; only the entry point (src/client.ts, shellkit/client) imports it (and the server, its config)
 *   testing      testers' helpers (renderWithShell, conformance suites): tests import it, the app never does
 * Every import here is relative, so a path segment names the layer it reaches.
 */
const layer = (name) => ({
  regex: `(^|/)${name}(/|$)`,
  message: `This layer must not import from ${name}/ (see the layer rule in eslint.config.js).`,
});
const noSiblingAdapter = {
  // Adapters live one folder per vendor (src/adapters/<vendor>/x.ts): "../<other>/" is another vendor. Except google-tag/:
  // Google's one gtag.js and its one Consent Mode state, which GA4 and Google Ads share on a page (issue 23).
  regex: '^\\.\\./(?!\\.\\./|google-tag/)',
  message: 'An adapter must not import another adapter; share through ports or domain instead.',
};
const packages = (names, why) => names.map((name) => ({ regex: `^${name}(/|$)`, message: why }));
const frameworkFree = packages(
  ['react', 'react-dom', '@tanstack/.*', 'inversify', 'reflect-metadata'],
  'Keep this layer free of frameworks and DI: plain TypeScript only.',
);

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'examples/*/src/route-tree.gen.ts',
      'examples/*/dist/',
      'tests/fixture-product/src/route-tree.gen.ts',
      'tests/fixture-product/dist/',
      'dist-package/',
      '.tanstack/',
      'dist/',
      '.bench/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.test-reports/',
      // A consumer from outside (issue 31): its own linter (oxlint) and style, as Vite's template ships them.
      'examples/existing-app/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // A vendor SDK is an optional peer dependency: its imports say, with @ts-ignore, why a product without it typechecks.
    files: ['src/adapters/*/**'],
    rules: { '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description' }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/domain/**'],
    rules: restrict(
      layer('ports'),
      layer('adapters'),
      layer('ui'),
      layer('composition'),
      layer('platform'),
      layer('application'),
      layer('testing'),
      layer('boot'),
      ...frameworkFree,
    ),
  },
  {
    files: ['src/ports/**'],
    rules: restrict(
      layer('adapters'),
      layer('ui'),
      layer('composition'),
      layer('platform'),
      layer('application'),
      layer('testing'),
      layer('boot'),
      ...frameworkFree,
    ),
  },
  {
    files: ['src/platform/**'],
    rules: restrict(
      layer('ports'),
      layer('adapters'),
      layer('ui'),
      layer('composition'),
      layer('application'),
      layer('testing'),
      layer('boot'),
      ...frameworkFree,
    ),
  },
  {
    files: ['src/boot/**'],
    rules: restrict(
      layer('ports'),
      layer('adapters'),
      layer('ui'),
      layer('composition'),
      layer('application'),
      layer('testing'),
      {
        regex: '(^|/)platform/(?!(random-uuid|global-privacy-control)$)',
        message: 'The boot script imports only domain (and the platform helpers its entry reads the browser with).',
      },
      ...frameworkFree,
    ),
  },
  {
    files: ['src/application/**'],
    rules: restrict(layer('adapters'), layer('ui'), layer('composition'), layer('testing'), layer('boot'), ...frameworkFree),
  },
  {
    files: ['src/adapters/**'],
    rules: restrict(
      layer('ui'),
      layer('composition'),
      layer('application'),
      layer('testing'),
      layer('adapters'),
      layer('boot'),
      noSiblingAdapter,
    ),
  },
  {
    files: ['src/ui/**'],
    rules: restrict(
      layer('adapters'),
      layer('composition'),
      layer('application'),
      layer('testing'),
      // The shell's components serve the pages: a component that imported a page would tie the shell to a product.
      layer('pages'),
      ...packages(['inversify'], 'The UI reads ports from the router context, never from the container.'),
    ),
  },
  // Pages (src/pages/) are UI on top of the shell's: they reach it through its hooks, components and the router context.
  {
    files: ['src/pages/**'],
    rules: restrict(
      layer('adapters'),
      layer('composition'),
      layer('application'),
      layer('testing'),
      ...packages(['inversify'], 'Pages read ports from the router context, never from the container.'),
    ),
  },
  { files: ['src/composition/**', 'src/client.ts'], rules: restrict(layer('testing')) },
  // The server is a composition root of its own: it reads the shell config (and its vendors' origins, the product's own
  // vendors' too) from composition, and renders the shell's pages through composition's render entry; nothing else of the app.
  {
    files: ['server/**'],
    rules: restrict(layer('adapters'), layer('ui'), layer('application'), layer('testing'), {
      regex: '(^|/)composition/(?!(shell-env|product-shell-env|render-page)$)',
      message:
        'The server takes only the shell config (composition/shell-env, composition/product-shell-env) and the page renderer (composition/render-page) from composition.',
    }),
  },
  // Formatting is Prettier's (npm run format); no lint rule argues with it.
  prettier,
  // Tests sit beside the code but outside the layering: they may render through the composition root's helpers.
  { files: ['**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
);
