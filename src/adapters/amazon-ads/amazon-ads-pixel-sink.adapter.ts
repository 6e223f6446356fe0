import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { PixelSink } from '../../ports/pixel-sink.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import { installAmazonAdTag, type AmazonConsent, type Amzn } from './amzn';
import type { AmazonAdsOptions } from './amazon-ads.vendor';

export type AmazonAdsContext = Pick<AdapterContext, 'consentFor' | 'consentSent'>;

const described = ({ countryCode, enableAdStorage, enableUserData }: AmazonConsent) =>
  `amznConsent countryCode=${countryCode} enableAdStorage=${enableAdStorage} enableUserData=${enableUserData}`;

/**
 * SPEC §1, §7 in Amazon's terms: each page view is `amzn('trackEvent', 'PageView')` (it reads the
 * current address) and each named event `amzn('trackEvent', name, properties)` under its own name
 * (Amazon's event names are the advertiser's; `value`, `currencyCode`, `unitsSold` are attributes it reads).
 */
export class AmazonAdsPixelSink implements PixelSink {
  readonly #amzn: () => Amzn | undefined;

  constructor(amzn: () => Amzn | undefined) {
    this.#amzn = amzn;
  }

  page(_view: PageView): void {
    this.#amzn()?.('trackEvent', 'PageView');
  }

  track(event: AnalyticsEvent): void {
    this.#amzn()?.('trackEvent', event.name, { ...event.properties });
  }
}

/**
 * The tag, with Amazon's consent signal: its ad storage and its use of the visitor's data both follow
 * marketing (the pipeline makes this adapter once marketing is granted, so it starts granted), told
 * again on every change (a withdrawal: both false) and only when it differs from what it was last told.
 * Rejects when either script is blocked, and then stops following.
 */
export async function startAmazonAdTag(
  { tagId, countryCode }: AmazonAdsOptions,
  context: AmazonAdsContext,
  target: Window = window,
): Promise<AmazonAdsPixelSink> {
  let told: boolean | undefined;
  let loaded = false;
  const tell = (granted: boolean) => {
    if (granted === told) return;
    told = granted;
    const consent: AmazonConsent = { countryCode, enableAdStorage: granted, enableUserData: granted };
    target.amznConsent?.(consent);
    context.consentSent(described(consent));
  };
  const marketing = context.consentFor('marketing');
  const stop = marketing.subscribe((permission) => {
    // Pending (no decision): the pipeline holds events, and Amazon is left as it was told.
    if (loaded && permission !== 'pending') tell(permission === 'granted');
  });
  try {
    await installAmazonAdTag(
      tagId,
      () => {
        loaded = true;
        tell(marketing.current() === 'granted');
      },
      target,
    );
  } catch (error) {
    stop();
    throw error;
  }
  return new AmazonAdsPixelSink(() => target.amzn);
}
