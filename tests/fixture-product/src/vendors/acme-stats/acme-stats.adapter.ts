import type { AnalyticsEvent, AnalyticsSink, PageView } from 'shellkit/vendors';
import type { AcmeStatsOptions } from './acme-stats.vendor';

/** Acme Stats' collect API: one POST of JSON per page view or named event; a refusal rejects, and the shell logs it once. */
export class AcmeStatsSink implements AnalyticsSink {
  readonly #options: AcmeStatsOptions;
  readonly #fetch: typeof fetch;

  constructor(options: AcmeStatsOptions, fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {
    this.#options = options;
    this.#fetch = fetchImpl;
  }

  page(view: PageView): Promise<void> {
    return this.#send({ kind: 'pageview', path: view.path, search: view.search, url: view.url, title: view.title });
  }

  track(event: AnalyticsEvent): Promise<void> {
    return this.#send({ kind: 'event', name: event.name, properties: event.properties });
  }

  async #send(body: Readonly<Record<string, unknown>>): Promise<void> {
    const response = await this.#fetch(`${this.#options.endpoint}/collect`, {
      method: 'POST',
      // text/plain keeps it a simple request: no CORS preflight.
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ site: this.#options.site, ...body }),
      keepalive: true,
    });
    if (!response.ok) throw new Error(`Acme Stats answered HTTP ${response.status}`);
  }
}
