import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { PixelSink } from '../../ports/pixel-sink.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import { uetEventAction } from './microsoft-uet-planned-event';
import { installUet, type UetConsent, type Uetq } from './uetq';
import type { MicrosoftUetOptions } from './microsoft-uet.vendor';

/** What the sink needs of the shell: the `marketing` purpose, and where to say what it told UET. */
export type MicrosoftUetContext = Pick<AdapterContext, 'consentFor' | 'consentSent'>;

/**
 * SPEC §1, §7: named events go to Microsoft Advertising as UET custom events,
 * `uetq.push('event', name, properties)` (its `revenue_value` and `currency`, if any, are what UET
 * counts as revenue). UET takes no timestamp, so a call that waited for consent is counted when it is sent.
 */
export class MicrosoftUetPixelSink implements PixelSink {
  readonly #uetq: () => Uetq;

  constructor(uetq: () => Uetq) {
    this.#uetq = uetq;
  }

  /** A page view, once the pixel port carries them: UET's single-page-app page view, described by the view given. */
  page(view: PageView): void {
    this.#uetq().push('event', 'page_view', { page_path: `${view.path}${view.search}`, page_title: view.title });
  }

  track(event: AnalyticsEvent): void {
    this.#uetq().push('event', uetEventAction(event), { ...event.properties });
  }
}

/**
 * Microsoft's consent mode, then bat.js, then the sink: `ad_storage` denied by default before the
 * tag, the visitor's choice as an update, and an update on every change of `marketing` (here or in
 * another tab), once per change. Rejects when bat.js is blocked, and stops following consent.
 */
export async function startMicrosoftUet(
  { tagId }: MicrosoftUetOptions,
  context: MicrosoftUetContext,
  target: Window = window,
): Promise<MicrosoftUetPixelSink> {
  const uetq = () => target.uetq as Uetq;
  let told: UetConsent['ad_storage'] | undefined;
  const update = () => {
    const adStorage = context.consentFor('marketing').current() === 'granted' ? 'granted' : 'denied';
    if (adStorage === told) return;
    told = adStorage;
    uetq().push('consent', 'update', { ad_storage: adStorage } satisfies UetConsent);
    context.consentSent(`uetq consent update ad_storage=${adStorage}`);
  };
  let stopFollowing: (() => void) | undefined;
  const followConsent = () => {
    context.consentSent('uetq consent default ad_storage=denied');
    update();
    stopFollowing = context.consentFor('marketing').subscribe(update);
  };
  try {
    await installUet(tagId, followConsent, target);
  } catch (error) {
    stopFollowing?.();
    throw error;
  }
  return new MicrosoftUetPixelSink(uetq);
}
