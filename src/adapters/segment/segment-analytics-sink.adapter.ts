// @ts-ignore -- an optional peer dependency (README, Install): a product that leaves this vendor off typechecks without it
import type { Analytics, CDNSettings, InitOptions } from '@segment/analytics-next';
import type { AnalyticsEvent, CallTiming } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import { PURPOSES, type Purpose } from '../../domain/purpose';
import { yieldToMain } from '../../platform/page-lifecycle';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import type { PermissionSignal } from '../../ports/permission-signal';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import { SEGMENT_CDN, type SegmentOptions } from './segment.vendor';

/** Where the sink reads consent from, and where it says what it told Segment: the AdapterContext's seams. */
export type SegmentConsent = Pick<AdapterContext, 'consentFor' | 'consentSent'>;

/** Segment's consent object: one boolean per consent category, the shell's purposes being the categories. */
export type CategoryPreferences = Readonly<Record<Purpose, boolean>>;

/**
 * SPEC §7: page views and named events go to Segment. Made once the SDK is loaded with the
 * project's settings (/v1/projects/{key}/settings); the shell's pipeline holds calls until then.
 *
 * Every call carries Segment's consent object, `context.consent.categoryPreferences`, as the
 * visitor's choice stands when the call is made. Segment's Consent Management forwards an event
 * only to the destinations whose categories are all true in it, so withdrawing marketing while
 * analytics stays granted keeps the next events from the advertising destinations. The category ids
 * to configure in Segment are the shell's purposes: necessary, analytics, marketing, experience.
 */
export class SegmentAnalyticsSink implements AnalyticsSink {
  readonly #analytics: Analytics;
  readonly #permissions: readonly (readonly [Purpose, PermissionSignal])[];
  readonly #consentSent: (signal: string) => void;

  constructor(analytics: Analytics, consent: SegmentConsent) {
    this.#analytics = analytics;
    this.#permissions = PURPOSES.map((purpose) => [purpose, consent.consentFor(purpose)] as const);
    this.#consentSent = consent.consentSent;
    // Issue 25: analytics withdrawn, Segment forgets the visitor at once (its anonymous id, user id and
    // traits, in storage and in memory), so a later grant starts with a new anonymous id.
    consent.consentFor('analytics').subscribe((permission) => {
      if (permission !== 'denied') return;
      this.#analytics.reset();
      this.#consentSent('reset');
    });
  }

  // The SDK's methods are async, so its failures arrive as rejections; the pipeline logs those once.
  page(view: PageView, timing?: CallTiming): Promise<unknown> {
    // Explicit properties: a call that waited must describe the page it happened on, not the current one.
    // Segment copies path, search, url and title from these properties into context.page as well.
    const properties = { path: view.path, search: view.search, url: view.url, title: view.title };
    return this.#analytics.page(properties, this.#optionsFor(timing));
  }

  track(event: AnalyticsEvent, timing?: CallTiming): Promise<unknown> {
    return this.#analytics.track(event.name, { ...event.properties }, this.#optionsFor(timing));
  }

  /** The visitor's choice as it stands now; `necessary` is always true. */
  categoryPreferences(): CategoryPreferences {
    return Object.fromEntries(this.#permissions.map(([purpose, permission]) => [purpose, permission.current() === 'granted'])) as Record<
      Purpose,
      boolean
    >;
  }

  // Per-call options rather than a source middleware: they are read at the call, synchronously, where a
  // middleware runs later in the SDK's queue and could stamp an event with a choice made after it.
  // Segment stamps a call with the time and the page (context.page) of the moment it is sent unless
  // told otherwise; a call held for consent keeps its own.
  #optionsFor(timing: CallTiming | undefined) {
    const categoryPreferences = this.categoryPreferences();
    this.#consentSent(`categoryPreferences ${chosenCategories(categoryPreferences)}`);
    const consent = { categoryPreferences };
    if (!timing) return { context: { consent } };
    const { page } = timing;
    return page
      ? {
          timestamp: timing.occurredAt,
          context: { consent, page: { path: page.path, search: page.search, url: page.url, title: page.title } },
        }
      : { timestamp: timing.occurredAt, context: { consent } };
  }
}

/** "analytics:true marketing:false experience:true": the categories a visitor chooses (necessary is always true). */
const chosenCategories = (preferences: CategoryPreferences) =>
  PURPOSES.filter((purpose) => purpose !== 'necessary')
    .map((purpose) => `${purpose}:${String(preferences[purpose])}`)
    .join(' ');

/**
 * The anonymous id (and user and group ids) kept in localStorage, not cookies: by default Segment
 * reads each from document.cookie and writes it back on every event, and each cookie access is a
 * synchronous round trip to the browser's cookie store (about 9 ms of main thread per event measured,
 * docs/performance.md). localStorage keeps the id across pages and reloads just the same; memory is
 * the fallback where storage throws. Only the site's own origin reads it, as with a first-party cookie.
 */
const IDENTITY_IN_LOCAL_STORAGE = { storage: { stores: ['localStorage', 'memory'] } } satisfies InitOptions;

/** Loads the SDK chunk and the project settings in parallel, then starts Segment; rejects when either is blocked. */
export async function startSegment(options: SegmentOptions, consent: SegmentConsent): Promise<SegmentAnalyticsSink> {
  // Passed explicitly: the SDK otherwise remembers the last cdnURL in a module global.
  const cdnURL = options.cdnUrl ?? SEGMENT_CDN;
  // The settings are fetched here rather than by the SDK: when that fetch is blocked, the SDK logs to
  // the console before rejecting, and a blocked vendor must be logged once, by the shell.
  const [{ AnalyticsBrowser }, cdnSettings] = await Promise.all([
    // @ts-ignore -- an optional peer dependency (README, Install): a product that leaves this vendor off typechecks without it
    import('@segment/analytics-next'),
    fetchProjectSettings(cdnURL, options.writeKey),
  ]);
  // The chunk's evaluation and the SDK's start-up as two tasks rather than one long one.
  await yieldToMain();
  const [analytics] = await AnalyticsBrowser.load(
    { writeKey: options.writeKey, cdnURL, cdnSettings },
    {
      ...IDENTITY_IN_LOCAL_STORAGE,
      // The Segment.io integration reads apiHost as host[/path] and adds the scheme itself.
      ...(options.apiHost ? { integrations: { 'Segment.io': { apiHost: options.apiHost } } } : {}),
    },
  );
  return new SegmentAnalyticsSink(analytics, consent);
}

async function fetchProjectSettings(cdnURL: string, writeKey: string): Promise<CDNSettings> {
  const response = await fetch(`${cdnURL}/v1/projects/${writeKey}/settings`);
  if (!response.ok) throw new Error(`the project settings request answered ${response.status}`);
  return (await response.json()) as CDNSettings;
}
