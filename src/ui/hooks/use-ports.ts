import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ConsentMode } from '../../domain/consent';
import type { EmbedChoice } from '../../domain/embed-facts';
import type { ConsentReceipts } from '../../ports/consent-receipts.port';
import type { ShellPorts } from '../../ports/shell-ports';
import type { InspectorFeed } from '../inspector/inspector-feed';
import type { PrivacyService, ShellContext } from '../shell-context';
import { useHydrated } from './use-hydrated';

export function usePorts(): ShellPorts {
  return useRouteContext({ from: rootRouteId, select: (context: ShellContext) => context.ports });
}

export function useConsentMode(): ConsentMode {
  return useRouteContext({ from: rootRouteId, select: (context: ShellContext) => context.consentMode });
}

/**
 * The browser's Global Privacy Control, as the consent store's snapshot holds it: read once by the host, the same in
 * every snapshot, so there is nothing to subscribe to. The prerendered HTML cannot know it, so hydration renders it
 * off, as the HTML does, and React re-renders with the browser's value right after.
 */
export function useGlobalPrivacyControl(): boolean {
  const { consent } = usePorts();
  return useHydrated() && consent.getSnapshot().globalPrivacyControl;
}

export function useReconsentAfterMonths(): number {
  return useRouteContext({ from: rootRouteId, select: (context: ShellContext) => context.reconsentAfterMonths });
}

/**
 * The services this page runs, as the privacy page and the preferences view name them. One the page may bring
 * itself (a tag manager's pixel) is named only once it is seen on the page, after hydration (the HTML cannot
 * know it): a site that has none never names it (issue 36).
 */
export function usePrivacyServices(): readonly PrivacyService[] {
  const services = useRouteContext({ from: rootRouteId, select: (context: ShellContext) => context.privacyServices });
  const hydrated = useHydrated();
  return useMemo(
    () =>
      services.filter(
        ({ namedOncePresent }) =>
          namedOncePresent === undefined ||
          (hydrated && typeof (window as unknown as Record<string, unknown>)[namedOncePresent] === 'function'),
      ),
    [services, hydrated],
  );
}

/** The embed services this config lets its pages show (VITE_EMBEDS), as the server's CSP lets their frames in. */
export function useEmbedChoices(): readonly EmbedChoice[] {
  return useRouteContext({ from: rootRouteId, select: (context: ShellContext) => context.embeds ?? NO_EMBEDS });
}

const NO_EMBEDS: readonly EmbedChoice[] = [];

/** The languages this site offers (VITE_LANGUAGES), for the language choice. */
export function useOfferedLanguages(): readonly string[] {
  return useRouteContext({ from: rootRouteId, select: (context: ShellContext) => context.offeredLanguages });
}

/** Whether the page's server answers the language choice's form, so the choice works without JavaScript. */
export function useLanguageChoiceServed(): boolean {
  return useRouteContext({ from: rootRouteId, select: (context: ShellContext) => context.languageChoiceServed });
}

export function useInspectorFeed(): InspectorFeed | undefined {
  return useRouteContext({ from: rootRouteId, select: (context: ShellContext) => context.inspector });
}

/** Whether the page's server keeps a consent ledger: the same in the server's render and the browser's. */
export function useConsentLedger(): boolean {
  return useRouteContext({ from: rootRouteId, select: (context: ShellContext) => context.consentLedger });
}

export function useConsentReceipts(): ConsentReceipts | undefined {
  return useRouteContext({ from: rootRouteId, select: (context: ShellContext) => context.consentReceipts });
}
