import { injectScript } from '../../platform/inject-script';

/** One command on Piwik PRO's `_paq` queue: `['trackPageView']`, `['trackEvent', category, action, name, value]`. */
export type PaqCommand = readonly [string, ...unknown[]];

/** The `ppms.tm` / `ppms.cm` APIs, as the container snippet stubs them until the container takes over. */
export interface PpmsApi {
  api: (command: string, ...parameters: unknown[]) => void;
}

// Piwik PRO's tracker is Matomo's lineage: the same `_paq` global, queue and commands, so its type here is Matomo's
// (src/adapters/matomo/paq.ts), written alike (TypeScript takes two declarations of one global only if they agree),
// and a site runs one of the two.
declare global {
  interface Window {
    _paq?: { push(command: PaqCommand): unknown };
    ppms?: { tm?: PpmsApi; cm?: PpmsApi };
  }
}

/**
 * The data layer Piwik PRO's container runs on here: its own name (the snippet's `dataLayerName`), not `dataLayer`,
 * which Google's tags use, so both run on one page without reading each other's messages.
 */
export const PIWIK_PRO_DATA_LAYER = 'piwikProLayer';

/** The container's URL, as the snippet builds it for a data layer not named `dataLayer`. */
export const piwikProContainerScript = (containerUrl: string, siteId: string): string =>
  `${containerUrl}/${encodeURIComponent(siteId)}.js?data_layer_name=${PIWIK_PRO_DATA_LAYER}`;

/** The page's data layer of that name, made if absent. */
function dataLayerOf(target: Window): unknown[] {
  const page = target as unknown as Record<string, unknown>;
  const existing = page[PIWIK_PRO_DATA_LAYER];
  if (Array.isArray(existing)) return existing as unknown[];
  const layer: unknown[] = [];
  page[PIWIK_PRO_DATA_LAYER] = layer;
  return layer;
}

/**
 * Piwik PRO's container snippet, as code (the CSP allows no inline script): its data layer with the `stg.start`
 * message, the `ppms.tm` and `ppms.cm` stubs that queue each API command on that layer as
 * `{ event: 'ppms.cm:<command>', parameters }` for the container to run, and `_paq`, the tracker's queue. Then the
 * container script itself. `beforeLoad` runs after the stubs, before the script is added (the consent to tell it first).
 * Rejects when the container is blocked.
 */
export async function installPiwikProContainer(
  containerUrl: string,
  siteId: string,
  target: Window = window,
  beforeLoad: () => void = () => undefined,
): Promise<void> {
  const layer = dataLayerOf(target);
  layer.push({ start: Date.now(), event: 'stg.start' });
  const ppms = (target.ppms ??= {});
  for (const module of ['tm', 'cm'] as const) {
    ppms[module] ??= {
      api: (command: string, ...parameters: unknown[]) => void dataLayerOf(target).push({ event: `ppms.${module}:${command}`, parameters }),
    };
  }
  target._paq ??= [] as PaqCommand[];
  beforeLoad();
  await injectScript(piwikProContainerScript(containerUrl, siteId), target.document);
}
