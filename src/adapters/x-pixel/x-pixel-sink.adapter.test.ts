import { describe, expect, it, onTestFinished } from 'vitest';
import { behindPipeline, loggedLines, settle, watchConsoleError } from '../../testing/conformance/behind-pipeline';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { startXPixel } from './x-pixel-sink.adapter';
import { xPixel } from './x-pixel.vendor';
import { X_PIXEL_URL, type Twq } from './twq';

const PIXEL_ID = 'o1a2b';
const OPTIONS = { pixelId: PIXEL_ID, events: { 'Sign Up': 'tw-o1a2b-o1c3d', Purchase: 'tw-o1a2b-o1e5f' } };

type TwqCall = unknown[];

/** What uwt.js does when it runs: handles each call from now on, and replays the queued ones. */
function fakeUwtJs(page: Window, received: TwqCall[]) {
  return () => {
    const twq = page.twq as Twq;
    twq.exe = (...args: unknown[]) => void received.push(args);
    for (const call of twq.queue?.splice(0) ?? []) received.push(call);
  };
}

function xOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ marketing: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: TwqCall[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startXPixel(OPTIONS, visitor.context, network.window),
    uwtArrives: () => network.respond(X_PIXEL_URL, fakeUwtJs(network.window, received)),
  };
}

const event = (name: string) => ({ name, properties: { currentPage: '/', value: 10 } });

// The pixel conformance suite asks that every event reach the vendor; X takes conversion events only
// (by event id), so these are its cases, behind a real pipeline.
describe('X Pixel behind the shell’s pipeline', () => {
  it('queues config with the pixel id and injects uwt.js once, async', async () => {
    const { network, start } = xOnPage();
    void start();
    await nextTask();
    expect(network.window.twq?.queue).toEqual([['config', PIXEL_ID]]);
    expect(network.scripts).toEqual(['https://static.ads-twitter.com/uwt.js']);
    expect(network.window.document.querySelector('script')?.async).toBe(true);
  });

  it('a mapped event is its conversion event, with its properties, in order, once each, before or after uwt.js arrived; others are not sent', async () => {
    const { start, uwtArrives, received } = xOnPage();
    const consoleError = watchConsoleError();
    const pipeline = behindPipeline(xPixel.label, start);
    for (const name of ['Sign Up', 'Sample Event', 'Purchase']) pipeline.deliver((sink) => sink.track(event(name)));
    await settle();
    expect(received).toEqual([]);
    await uwtArrives();
    pipeline.deliver((sink) => sink.track(event('Sign Up')));
    await settle();
    expect(received).toEqual([
      ['config', PIXEL_ID],
      ['event', 'tw-o1a2b-o1c3d', { currentPage: '/', value: 10 }],
      ['event', 'tw-o1a2b-o1e5f', { currentPage: '/', value: 10 }],
      ['event', 'tw-o1a2b-o1c3d', { currentPage: '/', value: 10 }],
    ]);
    expect(loggedLines(consoleError)).toEqual([]);
  });
});

describeNoConsentCallConformance(
  xPixel,
  (visitor) => {
    const { network, start, uwtArrives } = xOnPage(visitor);
    return { network, start, scriptArrives: uwtArrives, scriptUrl: X_PIXEL_URL };
  },
  { namedInSignal: 'X' },
);
