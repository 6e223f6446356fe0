import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isRenderedFor, RENDERED_URL_ATTRIBUTE } from '../domain/page-document';
import type { ShellConfig } from '../domain/shell-config';
import type { VisitorLanguage } from '../i18n/catalogs';
import { afterFirstPaint, yieldToMain } from '../platform/page-lifecycle';
import type { createConsentRecording } from './consent-recording';
import type { ShellRouter } from './router';
import { shellModule } from './shell-module';
import { CONSENT, need, needAll, SHELL_ROUTER, STARTUP, VENDORS } from './tokens';

/** Builds the browser's side of proof of consent: `createConsentRecording`, from its own chunk. */
export type CreateConsentRecording = typeof createConsentRecording;

/**
 * Proof of consent's code (the outbox, its rules and the recording store: some 3 KiB gzip), only where
 * this page's server keeps a ledger. A chunk of its own, fetched beside the language's catalog before
 * the shell is built, so it is not in every page's entry and yet is there, synchronously, at the first
 * decision the app handles (one made before the app took over is the boot script's, replayed after).
 */
export function loadConsentRecording(config: ShellConfig): Promise<CreateConsentRecording | undefined> {
  if (config.consentLedger !== true) return Promise.resolve(undefined);
  return import('./consent-recording').then((module) => module.createConsentRecording);
}

/**
 * The browser's composition root (inversify, the browser host's module) is a chunk of its own, requested as
 * soon as the entry runs, beside the language's catalog; the shell's module, and all it makes, is the entry's
 * (docs/decisions/0001-inversify-off-the-entry.md). Asked for once: a page that cannot fetch it cannot start.
 */
const browserComposition = import('./hosts/browser-composition');

/** What the shell is built from: the config this page was served with, its language, and what was loaded for them. */
export interface ShellBoot {
  readonly config: ShellConfig;
  readonly language: VisitorLanguage;
  /** Undefined where the page's server keeps no ledger (`loadConsentRecording`). */
  readonly createConsentRecording: CreateConsentRecording | undefined;
}

/**
 * Loads the shell's module and the browser's into the container, gets the router (made once, from the
 * complete context), runs what starts with the page, and renders the shell in the page's language:
 * hydrating the page's prerendered HTML when it has some, else rendering over it.
 */
export async function bootstrapShell(rootElement: HTMLElement, boot: ShellBoot): Promise<void> {
  // A page rendered for this URL is hydrated. Anything else (no HTML in `npm run dev`, or a static
  // host's 404.html or fallback page for a path it has no page for) is rendered over.
  const hydrating = isRenderedFor(rootElement.getAttribute(RENDERED_URL_ATTRIBUTE) ?? undefined, window.location);
  const { shellContainer, browserHostModule } = await browserComposition;
  const container = shellContainer(shellModule, browserHostModule(boot, { hydrating }));
  const router = need(container, SHELL_ROUTER);
  for (const start of needAll(container, STARTUP)) start();
  const vendors = need(container, VENDORS);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      {/* Composed even when no pipeline has asked yet (opt-in, before a decision): the fakes are there for testers from the start. */}
      <AfterFirstCommit run={() => afterFirstPaint(() => void Promise.resolve(vendors()).catch(() => undefined))} />
    </StrictMode>
  );
  if (hydrating) await hydrateShell(rootElement, router, app, () => need(container, CONSENT).reread());
  else createRoot(rootElement).render(app);
}

/**
 * The page is already painted from its prerendered HTML; the app takes it over. The router (made to
 * hydrate: router.ts) first loads the URL's route (its page chunk), as the server did before rendering,
 * so the first render produces the HTML's markup exactly. Hydration runs as a transition, so React yields
 * to the browser every few milliseconds instead of holding the main thread for the whole tree.
 */
async function hydrateShell(rootElement: HTMLElement, router: ShellRouter, app: ReactNode, beforeRender: () => void): Promise<void> {
  await router.load();
  await yieldToMain();
  // The route may have taken long enough for the boot script to stand down and store a tapped decision itself.
  beforeRender();
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
}

/** Runs once, after React has committed the first render (hydrated or not). Renders nothing. */
function AfterFirstCommit({ run }: { readonly run: () => void }) {
  useEffect(() => {
    run();
  }, [run]);
  return null;
}
