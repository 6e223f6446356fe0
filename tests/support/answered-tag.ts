import type { Page, Route } from '@playwright/test';

/**
 * A vendor's tag answered on this machine, for a new vendor's end-to-end spec: its script is served
 * as `fakeTag`, a few lines that stand in for the vendor's code (taking its global over as the real
 * one does) and report each call the page makes to it as an image beacon to `beacon`, on a host the
 * vendor's CSP allows. The calls come back here in the order the tag received them.
 */
export interface AnsweredTag {
  /** Every call the tag received, in order: `['track', 'Sample Event', {…}]`. */
  calls(): unknown[][];
  /** How many times the page asked for the script. */
  scriptRequests(): number;
  /** Makes the script unreachable, as an ad blocker does; call before `page.goto`. */
  block(): Promise<void>;
}

/**
 * A vendor's tag as its folder's e2e fake describes it (`src/adapters/<vendor>/<vendor>.e2e-fake.mjs`,
 * `answeredTag`): which script URL it answers, the beacon URL its calls are reported to, and the
 * script body, which may call `report(call)`.
 */
export interface AnsweredTagFake {
  readonly script: (url: URL) => boolean;
  readonly beacon: string;
  readonly fakeTag: string;
}

/** The beacon each fake tag sends per call: `?n=<order>&c=<the call as JSON>`. Prepended to `fakeTag`. */
const reporter = (beacon: string) => `
  let sequence = 0;
  const report = (call) => {
    sequence += 1;
    new Image().src = ${JSON.stringify(beacon)} + '?' + new URLSearchParams({ n: String(sequence), c: JSON.stringify(call) });
  };`;

const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

export async function answerTag(page: Page, { script, beacon, fakeTag }: AnsweredTagFake): Promise<AnsweredTag> {
  const received: unknown[][] = [];
  let requests = 0;
  const body = `(() => {${reporter(beacon)}\n${fakeTag}\n})();`;
  // Registered after the fixtures' routes, so these take precedence over the catch-all that fails a test on a request off the machine.
  await page.route(script, async (route) => {
    requests += 1;
    await route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });
  await page.route(
    (url) => url.href.startsWith(`${beacon}?`),
    async (route: Route) => {
      const query = new URL(route.request().url()).searchParams;
      received[Number(query.get('n'))] = JSON.parse(query.get('c') ?? 'null') as unknown[];
      await route.fulfill({ status: 200, contentType: 'image/gif', body: GIF });
    },
  );
  return {
    calls: () => received.filter((call) => call !== undefined),
    scriptRequests: () => requests,
    async block() {
      await page.route(script, (route) => route.abort('blockedbyclient'));
    },
  };
}
