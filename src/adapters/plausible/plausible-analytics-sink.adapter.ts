import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import type { PlausibleOptions } from './plausible.vendor';

/** Plausible's custom properties are flat: strings, numbers and booleans. Anything else is sent as JSON text. */
type PlausibleProps = Record<string, string | number | boolean>;

const flatten = (properties: Readonly<Record<string, unknown>>): PlausibleProps =>
  Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : JSON.stringify(value),
    ]),
  );

/**
 * SPEC §7 through Plausible's Events API (POST {apiHost}/api/event): a page view is its `pageview`
 * event with the page's URL (and its title as a property); a named event carries its properties, `currentPage` included. Each
 * call is one request, `keepalive` so a call made as the visitor leaves still arrives. Plausible
 * takes no timestamp: a call held for consent is counted when it is sent.
 */
export class PlausibleAnalyticsSink implements AnalyticsSink {
  readonly #options: PlausibleOptions;
  readonly #fetch: typeof fetch;

  constructor(options: PlausibleOptions, fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {
    this.#options = options;
    this.#fetch = fetchImpl;
  }

  page(view: PageView): Promise<void> {
    // Plausible reads the path and query from the URL; the title has no field of its own, so it is a property.
    return this.#send({ name: 'pageview', url: view.url, props: { title: view.title } });
  }

  track(event: AnalyticsEvent): Promise<void> {
    const page = typeof event.properties['currentPage'] === 'string' ? event.properties['currentPage'] : location.pathname;
    return this.#send({ name: event.name, url: new URL(page, location.origin).href, props: flatten(event.properties) });
  }

  // A refusal is a rejection, which the shell's pipeline logs once for the vendor.
  async #send(body: { readonly name: string; readonly url: string; readonly props?: PlausibleProps }): Promise<void> {
    const response = await this.#fetch(`${this.#options.apiHost}/api/event`, {
      method: 'POST',
      // text/plain keeps it a simple request: no CORS preflight before every event.
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ ...body, domain: this.#options.domain, referrer: document.referrer || null }),
      keepalive: true,
    });
    if (!response.ok) throw new Error(`Plausible answered HTTP ${response.status}`);
  }
}
