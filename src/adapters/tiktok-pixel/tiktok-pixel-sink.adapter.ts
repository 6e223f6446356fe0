import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { VendorPermission } from '../../domain/vendor-permission';
import type { PixelSink } from '../../ports/pixel-sink.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import { tiktokEventName } from './tiktok-planned-event';
import { installTikTokPixel, type TikTokConsent, type Ttq } from './ttq';
import type { TikTokPixelOptions } from './tiktok-pixel.vendor';

/** What the sink needs of the shell: the `marketing` purpose, and where to say what it told TikTok. */
export type TikTokPixelContext = Pick<AdapterContext, 'consentFor' | 'consentSent'>;

/**
 * SPEC §1, §7: named events go to TikTok's pixel as `ttq.track(name, properties)` (TikTok takes its
 * standard names, such as `SubmitForm`, and custom ones alike). Consent in TikTok's terms: held
 * before the pixel loaded, then `grantConsent()` / `revokeConsent()` on every change of
 * `marketing`, here or in another tab, once per change. TikTok takes no timestamp and `page()`
 * reads the current URL: a call that waited for consent is counted when, and where, it is sent.
 */
export class TikTokPixelSink implements PixelSink {
  readonly #pixel: () => Ttq;
  readonly #consentSent: (signal: string) => void;
  #told: TikTokConsent;

  constructor(pixel: () => Ttq, first: TikTokConsent, context: TikTokPixelContext) {
    this.#pixel = pixel;
    this.#told = first;
    this.#consentSent = context.consentSent;
    context.consentFor('marketing').subscribe((permission) => this.#follow(permission));
  }

  /** A page view, once the pixel port carries them: TikTok's `page()`. */
  page(_view: PageView): void {
    this.#pixel().page();
  }

  track(event: AnalyticsEvent): void {
    this.#pixel().track(tiktokEventName(event), { ...event.properties });
  }

  /** Records a consent call made elsewhere (the base code's, right after `holdConsent`). */
  told(consent: TikTokConsent): void {
    this.#told = consent;
    this.#consentSent(`ttq.holdConsent(), then ttq.${consent}()`);
  }

  #follow(permission: VendorPermission): void {
    // Pending (no decision): the pipeline holds events, and the pixel is left as it was told.
    if (permission === 'pending') return;
    const consent: TikTokConsent = permission === 'granted' ? 'grantConsent' : 'revokeConsent';
    if (consent === this.#told) return;
    this.#told = consent;
    this.#pixel()[consent]();
    this.#consentSent(`ttq.${consent}()`);
  }
}

/** TikTok's base code (consent held, then the visitor's choice) and events.js, then the sink; rejects when the script is blocked. */
export async function startTikTokPixel(
  { pixelId }: TikTokPixelOptions,
  context: TikTokPixelContext,
  target: Window = window,
): Promise<TikTokPixelSink> {
  const first: TikTokConsent = context.consentFor('marketing').current() === 'granted' ? 'grantConsent' : 'revokeConsent';
  // Made before the base code, so a change of mind while events.js loads reaches the queueing ttq.
  const pixel = () => target.ttq as Ttq;
  const sink = new TikTokPixelSink(pixel, first, context);
  await installTikTokPixel(pixelId, { first, told: () => sink.told(first) }, target);
  return sink;
}
