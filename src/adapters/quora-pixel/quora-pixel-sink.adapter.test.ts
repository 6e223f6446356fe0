import { describe, expect, it, onTestFinished } from 'vitest';
import { behindPipeline, loggedLines, settle, watchConsoleError } from '../../testing/conformance/behind-pipeline';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { QUORA_PIXEL_URL, type Qp } from './qp';
import { startQuoraPixel } from './quora-pixel-sink.adapter';
import { quoraPixel } from './quora-pixel.vendor';

const PIXEL_ID = '0123456789abcdef0123456789abcdef';
const OPTIONS = { pixelId: PIXEL_ID, events: { 'Sign Up': 'CompleteRegistration' } };

type QpCall = unknown[];

/** What qevents.js does when it runs: handles each call from now on, and replays the queued ones. */
function fakeQevents(page: Window, received: QpCall[]) {
  return () => {
    const qp = page.qp as Qp;
    qp.qp = (...args: unknown[]) => void received.push(args);
    for (const call of qp.queue?.splice(0) ?? []) received.push(call);
  };
}

function quoraOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ marketing: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: QpCall[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startQuoraPixel(OPTIONS, visitor.context, network.window),
    qeventsArrive: () => network.respond(QUORA_PIXEL_URL, fakeQevents(network.window, received)),
  };
}

const event = (name: string) => ({ name, properties: { currentPage: '/', value: 10 } });
const view = { path: '/', search: '', url: 'https://shell.example/', title: 'Home' };

// The pixel conformance suite asks that every event reach the vendor; Quora counts only its own events,
// so these are its cases, behind a real pipeline.
describe('Quora Pixel behind the shell’s pipeline', () => {
  it('queues init with the pixel id and injects qevents.js once, async, with no page view of its own', async () => {
    const { network, start } = quoraOnPage();
    void start();
    await nextTask();
    expect(network.window.qp?.queue).toEqual([['init', PIXEL_ID]]);
    expect(network.scripts).toEqual(['https://a.quora.com/qevents.js']);
    expect(network.window.document.querySelector('script')?.async).toBe(true);
  });

  it('page views are ViewContent; Quora’s own events and mapped ones go in order, once each, before or after qevents.js arrived; others are not sent', async () => {
    const { start, qeventsArrive, received } = quoraOnPage();
    const consoleError = watchConsoleError();
    const pipeline = behindPipeline(quoraPixel.label, start);
    pipeline.deliver((sink) => sink.page?.(view));
    for (const name of ['Sign Up', 'Sample Event', 'Purchase']) pipeline.deliver((sink) => sink.track(event(name)));
    await settle();
    expect(received).toEqual([]);
    await qeventsArrive();
    pipeline.deliver((sink) => sink.track(event('Sign Up')));
    pipeline.deliver((sink) => sink.page?.(view));
    await settle();
    expect(received).toEqual([
      ['init', PIXEL_ID],
      ['track', 'ViewContent'],
      ['track', 'CompleteRegistration'],
      ['track', 'Purchase'],
      ['track', 'CompleteRegistration'],
      ['track', 'ViewContent'],
    ]);
    expect(loggedLines(consoleError)).toEqual([]);
  });
});

describeNoConsentCallConformance(
  quoraPixel,
  (visitor) => {
    const { network, start, qeventsArrive } = quoraOnPage(visitor);
    return { network, start, scriptArrives: qeventsArrive, scriptUrl: QUORA_PIXEL_URL };
  },
  { namedInSignal: 'Quora' },
);
