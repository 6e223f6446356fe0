import { lazy, Suspense } from 'react';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { ShellContext } from '../ui/shell-context';
import { useEmbedChoices, usePorts } from '../ui/hooks/use-ports';
import type * as EmbedModule from './embed';
import type { EmbedProps } from './embed';

// Its own chunk, imported only by a page that embeds: never a request to the service.
let loaded: typeof EmbedModule | undefined;
let loading: Promise<typeof EmbedModule> | undefined;
const load = () => (loading ??= import('./embed').then((module) => (loaded = module)));
const EmbedLater = /* @__PURE__ */ lazy(() => load().then(({ EmbedWithShell: component }) => ({ default: component })));

/** The server's render is synchronous (renderToString): it awaits this before it renders a page, so `<Embed>` is in the HTML. */
export async function embedCodeForServer(): Promise<void> {
  if (import.meta.env.SSR) await load();
}

/**
 * `<Embed>` as `shellkit` exports it (docs/product/embeds.md). Its code (the services' parsers, the placeholder) is a
 * chunk of its own, so a page without embeds ships none of it (budgets.json). The server renders it at once, so the
 * page's HTML has the placeholder in its box; hydrating, React keeps that HTML in place until the chunk is there.
 */
export function Embed(props: EmbedProps) {
  // Read here, in the entry's code: the embed's chunk takes them as a prop and imports nothing of the entry's. The
  // messages are read from the router context directly: importing useLanguage's module here made rolldown split the
  // entry in three (the router's hooks and the consent modules in chunks of their own, 1.8 KiB gzip more on every page
  // of a site with an embed). Why that module and not use-ports, which reads the same context, we did not find.
  const messages = useRouteContext({ from: rootRouteId, select: (context: ShellContext) => context.language.messages });
  const shell = { consent: usePorts().consent, messages, embeds: useEmbedChoices() };
  const Now = import.meta.env.SSR ? loaded?.EmbedWithShell : undefined;
  return <Suspense fallback={null}>{Now ? <Now {...props} shell={shell} /> : <EmbedLater {...props} shell={shell} />}</Suspense>;
}

export type { EmbedProps };
