import type { Page, Route } from '@playwright/test';
import { answeredTagScript, isAnsweredTagScript, PIXEL_GIF } from './fake-vendors.mjs';

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
 * `answeredTag`): the script it answers (its URL without the query), the beacon URL its calls are
 * reported to, and the script body, which may call `report(call)`. The bench's fake network
 * (tests/support/fake-vendors.mjs) answers the same.
 */
export interface AnsweredTagFake {
  readonly script: string;
  readonly beacon: string;
  readonly fakeTag: string;
}

export async function answerTag(page: Page, fake: AnsweredTagFake): Promise<AnsweredTag> {
  const received: unknown[][] = [];
  let requests = 0;
  const { beacon } = fake;
  const body = answeredTagScript(fake);
  const script = (url: URL) => isAnsweredTagScript(fake, url);
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
      await route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL_GIF });
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
