import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { ShellConfig } from '../domain/shell-config';
import type { VisitorLanguage } from '../i18n/catalogs';
import { documentTitleFor } from '../ui/shell/page-title';
import { productText } from '../i18n/product-text';
import { PRODUCT } from 'shellkit:product';
import { shellContainer } from './container';
import { embedCodeForServer } from './embed-entry';
import { serverRenderHostModule } from './hosts/server-render-host';
import { shellModule } from './shell-module';
import { need, SHELL_ROUTER } from './tokens';

export interface RenderedPage {
  /** The shell's markup for the root element: what the browser's first render (hydration) produces too. */
  readonly markup: string;
  /** The document title, as the page sets it once running. */
  readonly title: string;
  /** The product's description (src/product.ts) in the page's language, for `<meta name="description">`. */
  readonly description?: string;
  /** The language it is in: `<html lang dir>` (absent: index.html's own). */
  readonly language?: { readonly code: string; readonly direction: 'ltr' | 'rtl' };
  /** That language's catalog module in the client build: the server adds it (server/pages/catalog-files.ts); the render cannot know the build's files. */
  readonly catalog?: string;
}

/**
 * A page of the shell rendered to HTML for a URL (path and query) and a visitor's config, in Node: at
 * build time for static hosting, and by the server once per page and config. It is a first visit's
 * page: no decision (the banner is in it), no Global Privacy Control, the inspector closed, exactly
 * what the browser's hydrating render produces before it applies the visitor's own state. No vendor
 * is composed and nothing is sent: the pipelines hold whatever a render might ask of them.
 */
export async function renderShellPage(url: string, config: ShellConfig, language: VisitorLanguage): Promise<RenderedPage> {
  const router = pageRouter(url, config, language);
  await Promise.all([router.load(), embedCodeForServer()]);
  const markup = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return {
    markup,
    title: documentTitleFor(router.state.matches, language),
    description: productText(PRODUCT.description, language.code),
    language: { code: language.code, direction: language.direction },
  };
}

/** Every page of the route tree with a fixed path (the shell's and each file under src/pages/): what static hosting gets prerendered. */
export function staticPagePaths(config: ShellConfig, language: VisitorLanguage): string[] {
  const routes: readonly { readonly fullPath: string; readonly children?: unknown }[] = Object.values(
    pageRouter('/', config, language).routesById,
  );
  return routes.filter((route) => !route.children && !route.fullPath.includes('$')).map((route) => route.fullPath);
}

/** The shell's module and the server render's, loaded; the router, made once from the complete context. */
function pageRouter(url: string, config: ShellConfig, language: VisitorLanguage) {
  return need(shellContainer(shellModule, serverRenderHostModule(url, config, language)), SHELL_ROUTER);
}
