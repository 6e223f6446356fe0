import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { VendorPermission } from '../../domain/vendor-permission';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import { loadMatomoScript, queueMatomoSetup, type Paq, type PaqCommand } from './paq';
import type { MatomoOptions } from './matomo.vendor';

/** The category of an event that names none: Matomo requires one. */
export const DEFAULT_EVENT_CATEGORY = 'Events';

/**
 * A named event as Matomo's `trackEvent(category, action, name?, value?)` (PLAN-40): the action is the
 * event's name; the category its `category` property when it is a string, else "Events"; the name its
 * `label` property when a string; the value its `value` property when a finite number. Matomo events
 * have no free properties (custom dimensions are a site's own setup), so the others are not sent.
 */
export function matomoEvent({ name, properties }: AnalyticsEvent): PaqCommand {
  const { category, label, value } = properties;
  const command: unknown[] = ['trackEvent', typeof category === 'string' ? category : DEFAULT_EVENT_CATEGORY, name];
  const eventName = typeof label === 'string' ? label : undefined;
  const eventValue = typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  if (eventName !== undefined || eventValue !== undefined) command.push(eventName);
  if (eventValue !== undefined) command.push(eventValue);
  return command as unknown as PaqCommand;
}

/**
 * SPEC §7 through Matomo's `_paq`: a page view is `setCustomUrl` (the view's own URL), `setDocumentTitle`
 * and `trackPageView`; a named event is `setCustomUrl` (the page it was made on, its `currentPage`) and
 * `trackEvent` (see `matomoEvent`). Matomo takes no timestamp from a browser without an auth token: a
 * call held for consent is counted when it is sent.
 */
export class MatomoAnalyticsSink implements AnalyticsSink {
  readonly #paq: () => Paq;
  readonly #location: Location;

  constructor(paq: () => Paq, target: Window = window) {
    this.#paq = paq;
    this.#location = target.location;
  }

  page(view: PageView): void {
    const paq = this.#paq();
    paq.push(['setCustomUrl', view.url]);
    paq.push(['setDocumentTitle', view.title]);
    paq.push(['trackPageView']);
  }

  track(event: AnalyticsEvent): void {
    const page = event.properties['currentPage'];
    const paq = this.#paq();
    paq.push(['setCustomUrl', typeof page === 'string' ? new URL(page, this.#location.origin).href : this.#location.href]);
    paq.push(matomoEvent(event));
  }
}

/**
 * Matomo, told consent in its own API: `requireConsent` is queued before matomo.js loads, so it tracks
 * nothing and sets no cookie until told; `setConsentGiven` while analytics is granted (it is when the
 * shell makes this adapter), `forgetConsentGiven` when it is withdrawn: Matomo then sends nothing more
 * and deletes its cookies, with no reload. Each change is told once. Rejects when matomo.js is blocked,
 * and then stops listening.
 */
export async function startMatomo(
  options: MatomoOptions,
  context: Pick<AdapterContext, 'consentFor' | 'consentSent'>,
  target: Window = window,
): Promise<MatomoAnalyticsSink> {
  const paq = queueMatomoSetup(options.matomoUrl, options.siteId, target);
  context.consentSent('_paq requireConsent (before matomo.js)');
  let given = false;
  const follow = (permission: VendorPermission) => {
    if ((permission === 'granted') === given) return;
    given = permission === 'granted';
    const command = given ? 'setConsentGiven' : 'forgetConsentGiven';
    (target._paq ?? paq).push([command]);
    context.consentSent(`_paq ${command}`);
  };
  const analytics = context.consentFor('analytics');
  follow(analytics.current());
  const stop = analytics.subscribe(follow);
  try {
    await loadMatomoScript(options.matomoUrl, target);
  } catch (error) {
    stop();
    throw error;
  }
  return new MatomoAnalyticsSink(() => target._paq ?? paq, target);
}
