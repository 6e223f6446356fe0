import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import { linkedInConversionFor } from './linkedin-planned-conversion';
import { installInsightTag, type Lintrk } from './lintrk';
import type { LinkedInInsightOptions } from './linkedin-insight.vendor';

/** What the sink needs of the shell: the `marketing` purpose, and where to say what LinkedIn was told. */
export type LinkedInInsightContext = TagWithoutConsentCallContext;

/**
 * SPEC §1, §7, in LinkedIn's terms: the Insight Tag takes conversions, not named events. An event
 * mapped to a conversion id is `lintrk('track', { conversion_id })`; any other is not sent (the
 * docs say so). Consent: LinkedIn has no consent call, so loading the tag is all it is told, and the
 * shell's pipeline makes this sink only once marketing is granted. A tag in the page keeps its own
 * cookies and pings until the page goes, so a withdrawal reloads the page once (issue 25), like a heatmap's.
 */
export class LinkedInInsightPixelSink implements PixelSink {
  readonly #lintrk: () => Lintrk | undefined;
  readonly #conversions: Readonly<Record<string, string>>;

  constructor(lintrk: () => Lintrk | undefined, conversions: Readonly<Record<string, string>>) {
    this.#lintrk = lintrk;
    this.#conversions = conversions;
  }

  track(event: AnalyticsEvent): void {
    const conversionId = linkedInConversionFor(event, this.#conversions);
    if (conversionId !== undefined) this.#lintrk()?.('track', { conversion_id: conversionId });
  }
}

/** The Insight Tag, loaded now that marketing is granted, then the sink; rejects when insight.min.js is blocked. */
export async function startLinkedInInsight(
  options: LinkedInInsightOptions,
  context: LinkedInInsightContext,
  target: Window = window,
): Promise<LinkedInInsightPixelSink> {
  await loadedOnceGranted('LinkedIn', 'marketing', context, () => installInsightTag(options.partnerId, target));
  return new LinkedInInsightPixelSink(() => target.lintrk, options.conversions);
}
