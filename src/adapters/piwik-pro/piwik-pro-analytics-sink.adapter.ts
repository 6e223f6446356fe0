import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { VendorPermission } from '../../domain/vendor-permission';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import { installPiwikProContainer, type PaqCommand } from './piwik-pro-container';
import type { PiwikProOptions } from './piwik-pro.vendor';

/** What the sink needs of the shell: analytics as it changes, and where to say what Piwik PRO was told. */
export type PiwikProContext = Pick<AdapterContext, 'consentFor' | 'consentSent' | 'reloadToStop'>;

/** Piwik PRO's event when none is given: its events have a category, and the shell's have none of their own. */
export const DEFAULT_EVENT_CATEGORY = 'Events';

/**
 * A named event as Piwik PRO's `trackEvent(category, action, name?, value?)` (the mapping decided for Matomo,
 * whose tracker Piwik PRO's comes from): the action is the event's name; the category its `category` property
 * when a string, else "Events"; the name its `label` property when a string; the value its `value` property when
 * a finite number. No other property is sent: its events have no free properties.
 */
export function piwikProEvent(event: AnalyticsEvent): PaqCommand {
  const { category, label, value } = event.properties;
  const command: unknown[] = ['trackEvent', typeof category === 'string' ? category : DEFAULT_EVENT_CATEGORY, event.name];
  if (typeof label === 'string' || (typeof value === 'number' && Number.isFinite(value)))
    command.push(typeof label === 'string' ? label : undefined);
  if (typeof value === 'number' && Number.isFinite(value)) command.push(value);
  return command as unknown as PaqCommand;
}

/** Piwik PRO's consent status for a permission: 1 approved, 0 rejected (its Consent Manager JS API). */
const statusOf = (permission: VendorPermission): 0 | 1 => (permission === 'granted' ? 1 : 0);

/**
 * SPEC §7 through Piwik PRO's `_paq`, read at each call (its tracker replaces the queue with its own when it runs):
 * a page view is `setCustomUrl` (the view's url) and `setDocumentTitle`, then `trackPageView`, so a view held for
 * consent describes the page it happened on; a named event is `trackEvent` (piwikProEvent), counted on the page
 * last viewed. Piwik PRO takes no timestamp from the page: a held call is counted when it is sent.
 */
export class PiwikProAnalyticsSink implements AnalyticsSink {
  readonly #target: Window;

  constructor(target: Window) {
    this.#target = target;
  }

  page(view: PageView): void {
    this.#push(['setCustomUrl', view.url], ['setDocumentTitle', view.title], ['trackPageView']);
  }

  track(event: AnalyticsEvent): void {
    this.#push(piwikProEvent(event));
  }

  #push(...commands: PaqCommand[]): void {
    const paq = this.#target._paq;
    for (const command of commands) paq?.push(command);
  }
}

/**
 * Piwik PRO's container, told the visitor's choice in its Consent Manager's JS API before it runs (made once
 * analytics is granted: `status: 1`) and again on every change: a withdrawal sends `status: 0`, which its Consent
 * Manager stores for the pages after, then reloads the page once (issue 25), since a tracker already running in the
 * page goes on sending its pings after `status: 0` (community.piwik.pro, "Disable any tracking after changing to NOT
 * consent with custom consent form"); the reloaded page loads no container while analytics is refused.
 * Resolves once the container has run; rejects when it is blocked, and the shell logs once that it could not be loaded.
 */
export async function startPiwikPro(
  options: PiwikProOptions,
  context: PiwikProContext,
  target: Window = window,
): Promise<PiwikProAnalyticsSink> {
  const analytics = context.consentFor('analytics');
  let told: 0 | 1 | undefined;
  const tell = (permission: VendorPermission) => {
    const status = statusOf(permission);
    if (status === told) return;
    told = status;
    target.ppms?.cm?.api(
      'setComplianceSettings',
      { consents: { analytics: { status } } },
      () => undefined,
      () => undefined,
    );
    context.consentSent(`setComplianceSettings analytics status=${status}`);
  };
  let stop: (() => void) | undefined;
  try {
    await installPiwikProContainer(options.containerUrl, options.siteId, target, () => {
      tell(analytics.current());
      stop = analytics.subscribe((permission) => {
        tell(permission);
        if (permission === 'denied') context.reloadToStop();
      });
    });
  } catch (error) {
    // Blocked: no container in the page, so nothing to tell.
    stop?.();
    throw error;
  }
  return new PiwikProAnalyticsSink(target);
}
