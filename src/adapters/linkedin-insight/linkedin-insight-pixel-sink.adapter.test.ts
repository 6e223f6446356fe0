import { describe, expect, it, onTestFinished } from 'vitest';
import {
  behindPipeline,
  loggedLines,
  settle,
  watchConsoleError,
  watchUnhandledRejections,
} from '../../testing/conformance/behind-pipeline';
import { describeNoConsentCallConformance } from '../../testing/conformance/no-consent-call.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { startLinkedInInsight } from './linkedin-insight-pixel-sink.adapter';
import { linkedinInsight } from './linkedin-insight.vendor';
import { INSIGHT_TAG_URL, type Lintrk } from './lintrk';

const PARTNER_ID = '1234567';
const OPTIONS = { partnerId: PARTNER_ID, conversions: { 'Sign Up': '12345678', Purchase: '87654321' } };

type LintrkCall = unknown[];

/** What insight.min.js does when it runs: replays the queued calls and takes lintrk over. */
function fakeInsightJs(page: Window, received: LintrkCall[]) {
  return () => {
    for (const call of page.lintrk?.q ?? []) received.push(call);
    page.lintrk = ((action: string, data?: unknown) => void received.push([action, data])) as Lintrk;
  };
}

function linkedinOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ marketing: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: LintrkCall[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startLinkedInInsight(OPTIONS, visitor.context, network.window),
    tagArrives: () => network.respond(INSIGHT_TAG_URL, fakeInsightJs(network.window, received)),
  };
}

const event = (name: string) => ({ name, properties: { currentPage: '/', value: 10 } });

// The pixel conformance suite asks that every event reach the vendor with its properties; LinkedIn
// takes conversions only (an id, no name, no properties), so these are its cases, behind a real pipeline.
describe('LinkedIn Insight Tag behind the shell’s pipeline', () => {
  it('sets the partner id, queues on lintrk and injects insight.min.js once, async', async () => {
    const { network, start } = linkedinOnPage();
    void start();
    await nextTask();
    expect(network.window._linkedin_partner_id).toBe(PARTNER_ID);
    expect(network.window._linkedin_data_partner_ids).toEqual([PARTNER_ID]);
    expect(typeof network.window.lintrk).toBe('function');
    expect(network.scripts).toEqual(['https://snap.licdn.com/li.lms-analytics/insight.min.js']);
    expect(network.window.document.querySelector('script')?.async).toBe(true);
  });

  it('a mapped event is a conversion, in order, once each, whether tracked before or after the tag arrived; others are not sent', async () => {
    const { start, tagArrives, received } = linkedinOnPage();
    const consoleError = watchConsoleError();
    const pipeline = behindPipeline(linkedinInsight.label, start);
    for (const name of ['Sign Up', 'Sample Event', 'Purchase']) pipeline.deliver((sink) => sink.track(event(name)));
    await settle();
    expect(received).toEqual([]);
    await tagArrives();
    pipeline.deliver((sink) => sink.track(event('Sign Up')));
    await settle();
    expect(received).toEqual([
      ['track', { conversion_id: 12345678 }],
      ['track', { conversion_id: 87654321 }],
      ['track', { conversion_id: 12345678 }],
    ]);
    expect(loggedLines(consoleError)).toEqual([]);
  });

  it('a tag whose code throws: logged once by name, nothing thrown nor uncaught', async () => {
    const { network, start, tagArrives } = linkedinOnPage();
    const consoleError = watchConsoleError();
    const uncaught = watchUnhandledRejections();
    const pipeline = behindPipeline(linkedinInsight.label, start);
    await tagArrives();
    network.window.lintrk = () => {
      throw new TypeError('insight.min.js failed');
    };
    expect(() => {
      for (let i = 0; i < 3; i += 1) pipeline.deliver((sink) => sink.track(event('Sign Up')));
    }).not.toThrow();
    await settle();
    expect(loggedLines(consoleError)).toEqual([expect.stringMatching(/^\[shellkit\] LinkedIn Insight Tag /)]);
    expect(uncaught).toEqual([]);
  });
});

describeNoConsentCallConformance(
  linkedinInsight,
  (visitor) => {
    const { network, start, tagArrives } = linkedinOnPage(visitor);
    return { network, start, scriptArrives: tagArrives, scriptUrl: INSIGHT_TAG_URL };
  },
  { namedInSignal: 'LinkedIn' },
);

describe('LinkedIn and the tracking plan (issue 23 §3)', () => {
  it("an event the plan gives a conversion id is that conversion; VITE_LINKEDIN_CONVERSIONS's id wins for an event it names", async () => {
    const { start, tagArrives, received } = linkedinOnPage();
    const starting = start();
    await tagArrives();
    const sink = await starting;
    sink.track({ ...event('Lead'), planned: { 'linkedin-insight': { conversionId: 55555555 } } });
    sink.track({ ...event('Sign Up'), planned: { 'linkedin-insight': { conversionId: 55555555 } } });
    sink.track({ ...event('Lead'), planned: { 'meta-pixel': { event: 'Lead' } } });
    await settle();
    expect(received).toEqual([
      ['track', { conversion_id: 55555555 }],
      ['track', { conversion_id: 12345678 }],
    ]);
  });
});
