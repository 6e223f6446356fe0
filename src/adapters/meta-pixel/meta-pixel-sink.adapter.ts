import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { VendorPermission } from '../../domain/vendor-permission';
import type { PermissionSignal } from '../../ports/permission-signal';
import type { PixelSink } from '../../ports/pixel-sink.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import { installMetaPixel, type Fbq, type PixelConsent } from './fbq';
import type { MetaPixelOptions } from './meta-pixel.vendor';
import { metaEventFor } from './meta-planned-event';

/** What the sink needs of the shell: the `marketing` purpose, and where to say what it told the pixel. */
export type MetaPixelContext = Pick<AdapterContext, 'consentFor' | 'consentSent'>;

/** The tracking plan's standard event, or Meta's standard events by name, go through `track`, any other through `trackCustom`, with the same properties. */
export function reportToPixel(fbq: Fbq, event: AnalyticsEvent): void {
  const { command, name } = metaEventFor(event);
  fbq(command, name, { ...event.properties });
}

/**
 * SPEC §1, §7: the same named events go to the advertising pixel when one is on the page. Without a
 * pixel id, an event goes to `window.fbq` if it is there at that moment (a tag manager's, added
 * before or after the shell, or removed again) and nowhere otherwise, silently. With one, the
 * shell has loaded Meta's pixel before making this sink, so every event reaches it.
 *
 * Consent, in Meta's terms: each pixel is told `fbq('consent', 'grant')` before the first event it
 * gets from the shell (the pipeline hands the sink events only while `marketing` is granted), and
 * whichever pixel is on the page is told `revoke` when marketing is withdrawn, here or in another
 * tab, and `grant` again if it is given back.
 */
export class MetaPixelSink implements PixelSink {
  readonly #pixel: () => Fbq | undefined;
  readonly #consentSent: (signal: string) => void;
  /** What each pixel was last told, so a pixel that comes and goes is told once, and in time. */
  readonly #told = new WeakMap<Fbq, PixelConsent>();
  /** The pixels told Limited Data Use, so one is told to lift it when the visitor opts back in. */
  readonly #limited = new WeakSet<Fbq>();
  readonly #marketing: PermissionSignal;

  constructor(pixel: () => Fbq | undefined, context: MetaPixelContext) {
    this.#pixel = pixel;
    this.#consentSent = context.consentSent;
    this.#marketing = context.consentFor('marketing');
    this.#marketing.subscribe((permission) => this.#follow(permission));
  }

  track(event: AnalyticsEvent): void {
    const fbq = this.#pixel();
    if (!fbq) return;
    if (this.#told.get(fbq) !== 'grant') this.#tell(fbq, 'grant');
    reportToPixel(fbq, event);
  }

  /** Records a consent call made elsewhere (the base code's, before `init`). */
  told(fbq: Fbq, consent: PixelConsent): void {
    this.#told.set(fbq, consent);
    this.#consentSent(`fbq consent ${consent}`);
  }

  #follow(permission: VendorPermission): void {
    const fbq = this.#pixel();
    // Pending (no decision): the pipeline holds events, and the pixel is left as it was told.
    if (!fbq || permission === 'pending') return;
    const consent = permission === 'granted' ? 'grant' : 'revoke';
    // US opt-out (issue 33 §2): Meta's own call for it, Limited Data Use, before the pixel is revoked, so anything it
    // still sends (its automatic events, a tag manager's copy of the pixel) is processed as a service provider's.
    // Country and state 0, 0: Meta geolocates the visitor (its Data Processing Options for US Users).
    if (permission === 'denied' && this.#marketing.optedOutOfSale?.() && !this.#limited.has(fbq)) {
      fbq('dataProcessingOptions', ['LDU'], 0, 0);
      this.#limited.add(fbq);
      this.#consentSent("fbq dataProcessingOptions ['LDU'] 0 0 (Limited Data Use)");
    } else if (permission === 'granted' && this.#limited.has(fbq)) {
      fbq('dataProcessingOptions', []);
      this.#limited.delete(fbq);
      this.#consentSent('fbq dataProcessingOptions [] (Limited Data Use lifted)');
    }
    if (this.#told.get(fbq) !== consent) this.#tell(fbq, consent);
  }

  #tell(fbq: Fbq, consent: PixelConsent): void {
    fbq('consent', consent);
    this.told(fbq, consent);
  }
}

/** With a pixel id: Meta's base code (consent before `init`) and fbevents.js, then the sink; rejects when the script is blocked. */
export async function startMetaPixel(
  { pixelId }: MetaPixelOptions,
  context: MetaPixelContext,
  target: Window = window,
): Promise<MetaPixelSink> {
  if (!pixelId) return new MetaPixelSink(() => target.fbq, context);
  // Made before the base code, so a change of mind while fbevents.js loads reaches the queueing fbq.
  const installed: { fbq?: Fbq } = {};
  const sink = new MetaPixelSink(() => installed.fbq ?? target.fbq, context);
  const first: PixelConsent = context.consentFor('marketing').current() === 'granted' ? 'grant' : 'revoke';
  installed.fbq = await installMetaPixel(pixelId, { first, told: (fbq) => sink.told(fbq, first) }, target);
  return sink;
}
