import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import type { YandexMetricaOptions } from './yandex-metrica.vendor';
import { installYandexMetrica, type Ym } from './ym';

/**
 * SPEC §7 through Yandex Metrica's `ym`: a page view is `ym(id, 'hit', url, { title, referer })` with the
 * view's own URL and title (a view held for consent keeps its address), the referer being the view sent
 * before it (the page's own referrer for the first); a named event is `ym(id, 'reachGoal', name, params)`
 * with its properties as the goal's parameters. Metrica takes no timestamp: a call held for consent is
 * counted when it is sent.
 */
export class YandexMetricaAnalyticsSink implements AnalyticsSink {
  readonly #ym: () => Ym | undefined;
  readonly #counterId: number;
  #referer: string;

  constructor(counterId: number, ym: () => Ym | undefined, firstReferer: string) {
    this.#counterId = counterId;
    this.#ym = ym;
    this.#referer = firstReferer;
  }

  page(view: PageView): void {
    const ym = this.#ym();
    if (!ym) return;
    ym(this.#counterId, 'hit', view.url, { title: view.title, ...(this.#referer ? { referer: this.#referer } : {}) });
    this.#referer = view.url;
  }

  track(event: AnalyticsEvent): void {
    this.#ym()?.(this.#counterId, 'reachGoal', event.name, { ...event.properties });
  }
}

/**
 * Yandex Metrica's tag, loaded now that analytics is granted, then the sink; rejects when tag.js is blocked.
 * Metrica has no consent call: it is told only by being loaded, and a withdrawal while its tag is in the
 * page reloads the page once (`loadedOnceGranted`), so nothing of it stays.
 */
export async function startYandexMetrica(
  { counterId }: YandexMetricaOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<YandexMetricaAnalyticsSink> {
  await loadedOnceGranted('Yandex Metrica', 'analytics', context, () => installYandexMetrica(counterId, target));
  return new YandexMetricaAnalyticsSink(counterId, () => target.ym, target.document.referrer);
}
