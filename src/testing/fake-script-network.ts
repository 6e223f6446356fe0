import { Window as HappyDomWindow, type Response as HappyDomResponse } from 'happy-dom';

/**
 * Test support, imported by tests only: a happy-dom page whose network is faked and nothing else.
 * Scripts are real `<script>` elements that happy-dom loads as a browser would; every request the
 * page makes waits here until the test answers it, so a test decides when a vendor's script arrives
 * (`respond`) or whether an ad blocker stops it (`block`). Nothing ever leaves the machine.
 */
export class FakeScriptNetwork {
  /** The page, typed as the DOM's Window so adapters take it as their target. */
  readonly window: Window;
  readonly #page: HappyDomWindow;
  readonly #requests: string[] = [];
  readonly #held: { readonly url: string; readonly answer: (response: HappyDomResponse) => void }[] = [];

  constructor(pageUrl = 'https://shell.example/') {
    this.#page = new HappyDomWindow({
      url: pageUrl,
      settings: {
        // happy-dom fetches a script only when it may run it; it runs the empty body `respond` serves.
        enableJavaScriptEvaluation: true,
        suppressInsecureJavaScriptEnvironmentWarning: true,
        // An error thrown in the page's timers or events reaches the test runner, as vitest's own window does.
        disableErrorCapturing: true,
        fetch: {
          interceptor: {
            beforeAsyncRequest: ({ request }) => {
              this.#requests.push(request.url);
              return new Promise<HappyDomResponse>((answer) => this.#held.push({ url: request.url, answer }));
            },
            // Only a parser-inserted script without async is fetched synchronously; none may reach the real network.
            beforeSyncRequest: ({ request }) => {
              this.#requests.push(request.url);
              throw new Error(`FakeScriptNetwork answers asynchronous requests only: ${request.url}`);
            },
          },
        },
      },
    });
    this.window = this.#page as unknown as Window;
  }

  /** Every URL the page asked for, in order, answered or not. */
  get requests(): readonly string[] {
    return [...this.#requests];
  }

  /** The `src` of every `<script>` in the document, in document order. */
  get scripts(): string[] {
    return [...this.window.document.querySelectorAll('script')].map((script) => script.src);
  }

  /**
   * Serves the script: `vendorCode` stands for what the vendor's file does when it runs, then the
   * element's load event fires. Resolves once the page has handled it (promise callbacks included).
   */
  async respond(url: string, vendorCode?: () => void): Promise<void> {
    const request = await this.#take(url);
    const settled = this.#scriptSettled(url);
    vendorCode?.();
    request.answer(new this.#page.Response('', { status: 200, headers: { 'Content-Type': 'text/javascript' } }));
    await settled;
    await nextTask();
  }

  /** Fails the request as an ad blocker or a dead network does: the element's error event fires. */
  async block(url: string): Promise<void> {
    const request = await this.#take(url);
    const settled = this.#scriptSettled(url);
    request.answer(this.#page.Response.error());
    await settled;
    await nextTask();
  }

  close(): Promise<void> {
    return this.#page.happyDOM.close();
  }

  /** The oldest waiting request for `url`, once the page has made it (a script is fetched a few promise turns after it is added). */
  async #take(url: string) {
    for (let turn = 0; turn < 10 && !this.#held.some((request) => request.url === url); turn += 1) await nextTask();
    const index = this.#held.findIndex((request) => request.url === url);
    const request = this.#held[index];
    if (!request) throw new Error(`No request for ${url} is waiting. Requested so far: ${JSON.stringify(this.#requests)}`);
    this.#held.splice(index, 1);
    return request;
  }

  #scriptSettled(url: string): Promise<void> {
    const scripts = [...this.window.document.querySelectorAll('script')].filter((script) => script.src === url);
    return new Promise((resolve) => {
      for (const script of scripts) {
        script.addEventListener('load', () => resolve(), { once: true });
        script.addEventListener('error', () => resolve(), { once: true });
      }
    });
  }
}

/** Lets every pending promise callback run: a macrotask comes after all microtasks. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
