import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import { behindPipeline, couldNotBeLoaded } from '../../testing/conformance/behind-pipeline';
import { describePixelSinkConformance } from '../../testing/conformance/pixel-sink.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { startGoogleAnalytics } from '../google-analytics/google-analytics-sink.adapter';
import { fakeGtagJs, type GtagCommand } from '../google-tag/fake-gtag-js';
import { gtagScriptUrl } from '../google-tag/gtag';
import { startGoogleAds } from './google-ads-pixel-sink.adapter';
import { googleAds } from './google-ads.vendor';

const ADS_ID = 'AW-123456789';
const OPTIONS = { adsId: ADS_ID, conversions: { 'Sign Up': 'AbC-D_efG' } };
const SCRIPT_URL = gtagScriptUrl(ADS_ID);

/** Marketing granted, as the pipeline makes the sink only then. */
const marketingGranted = () => fakeAdapterContext({ marketing: 'granted' });

/** A page the shell is about to start Google Ads on, and what its gtag.js receives once it arrives. */
function googleAdsOnPage(visitor: FakeAdapterContext = marketingGranted()) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: GtagCommand[] = [];
  return {
    network,
    visitor,
    received,
    start: () => startGoogleAds(OPTIONS, visitor.context, network.window),
    gtagArrives: () => network.respond(SCRIPT_URL, fakeGtagJs(network.window, received)),
  };
}

/** The events among gtag commands, in the port's terms: a conversion is named back from its label. */
const eventsIn = (commands: readonly GtagCommand[]): AnalyticsEvent[] =>
  commands
    .filter(([command]) => command === 'event')
    .map(([, name, params]) => {
      const { send_to: sendTo, ...properties } = params as Record<string, unknown>;
      if (name !== 'conversion') {
        expect(sendTo).toBe(ADS_ID);
        return { name: name as string, properties };
      }
      const label = String(sendTo).slice(`${ADS_ID}/`.length);
      const conversion = Object.entries(OPTIONS.conversions).find(([, value]) => value === label)?.[0] ?? `unknown label ${label}`;
      return { name: conversion, properties };
    });

describePixelSinkConformance(
  'Google Ads, through the Google tag',
  () => {
    const page = googleAdsOnPage();
    return {
      vendor: googleAds.label,
      make: page.start,
      received: () => eventsIn(page.received),
      finishLoading: page.gtagArrives,
      blockVendor: () => page.network.block(SCRIPT_URL),
      breakVendor: () => {
        (page.network.window.dataLayer as unknown[]).push = () => {
          throw new TypeError('gtag.js failed');
        };
      },
    };
  },
  { vendorLoadsLater: true, canBlockVendor: true, canBreakVendor: true },
);

describe('Google Ads events: conversions by label, everything else under its own name', () => {
  async function ready() {
    const page = googleAdsOnPage();
    const starting = page.start();
    await page.gtagArrives();
    const sink = await starting;
    page.received.length = 0;
    return { sink, received: page.received };
  }

  it('an event mapped to a conversion label is a conversion sent to AW-…/label, with its value and currency', async () => {
    const { sink, received } = await ready();
    sink.track({ name: 'Sign Up', properties: { currentPage: '/pricing', value: 12, currency: 'EUR' } });
    expect(received).toEqual([
      ['event', 'conversion', { currentPage: '/pricing', value: 12, currency: 'EUR', send_to: `${ADS_ID}/AbC-D_efG` }],
    ]);
  });

  it("an event the tracking plan makes a conversion is sent to the plan's send_to, worth the plan's value unless the event names its own (issue 23 §3)", async () => {
    const { sink, received } = await ready();
    const planned = { 'google-ads': { sendTo: `${ADS_ID}/PlAn-LaBeL`, value: 5, currency: 'EUR' } } as const;
    sink.track({ name: 'Lead', properties: { currentPage: '/' }, planned });
    sink.track({ name: 'Lead', properties: { currentPage: '/', value: 8 }, planned });
    sink.track({ name: 'Sign Up', properties: { currentPage: '/' }, planned });
    expect(received).toEqual([
      ['event', 'conversion', { value: 5, currency: 'EUR', currentPage: '/', send_to: `${ADS_ID}/PlAn-LaBeL` }],
      ['event', 'conversion', { value: 8, currency: 'EUR', currentPage: '/', send_to: `${ADS_ID}/PlAn-LaBeL` }],
      // VITE_GOOGLE_ADS_CONVERSIONS names Sign Up: set at release, its label wins.
      ['event', 'conversion', { currentPage: '/', send_to: `${ADS_ID}/AbC-D_efG` }],
    ]);
  });

  it('any other event goes under its own name to the account; one held for consent keeps the page it happened on', async () => {
    const { sink, received } = await ready();
    const earlier: PageView = { path: '/earlier', search: '', url: 'https://shell.example/earlier', title: 'Earlier' };
    sink.track({ name: 'Sample Event', properties: { currentPage: '/earlier' } }, { occurredAt: new Date(), page: earlier });
    expect(received).toEqual([
      ['event', 'Sample Event', { currentPage: '/earlier', page_location: earlier.url, page_title: 'Earlier', send_to: ADS_ID }],
    ]);
  });

  it('a page view, once the pixel port carries them, is a page_view sent to the account, described by the view given', async () => {
    const { sink, received } = await ready();
    sink.page({ path: '/pricing', search: '?plan=pro', url: 'https://shell.example/pricing?plan=pro', title: 'Pricing' });
    expect(received).toEqual([
      [
        'event',
        'page_view',
        { page_location: 'https://shell.example/pricing?plan=pro', page_path: '/pricing?plan=pro', page_title: 'Pricing', send_to: ADS_ID },
      ],
    ]);
  });
});

describe('Google Ads consent: Consent Mode v2, the default before the tag, then updates', () => {
  it('puts the default (all denied) and the visitor’s choices on the dataLayer before gtag.js, and updates on every change', async () => {
    const visitor = fakeAdapterContext({ analytics: 'denied', marketing: 'granted' });
    const { start, gtagArrives, received } = googleAdsOnPage(visitor);
    const starting = start();
    await gtagArrives();
    await starting;
    visitor.set('marketing', 'denied');
    expect(received.filter(([command]) => command !== 'js')).toEqual([
      ['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
      ['consent', 'update', { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
      ['config', ADS_ID, { send_page_view: false }],
      ['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    ]);
    expect(visitor.consentSent).toEqual([
      'gtag consent default analytics_storage=denied ad_storage=denied ad_user_data=denied ad_personalization=denied',
      'gtag consent update analytics_storage=denied ad_storage=granted ad_user_data=granted ad_personalization=granted',
      'gtag consent update analytics_storage=denied ad_storage=denied ad_user_data=denied ad_personalization=denied',
    ]);
  });

  it('a blocked gtag.js, behind the shell’s pipeline: logged once as Google Ads not loading, events dropped, nothing thrown', async () => {
    const { network, start, visitor } = googleAdsOnPage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pipeline = behindPipeline(googleAds.label, start);
    pipeline.deliver((sink) => sink.track({ name: 'Waiting', properties: { currentPage: '/' } }));
    await network.block(SCRIPT_URL);
    expect(() => pipeline.deliver((sink) => sink.track({ name: 'Later', properties: { currentPage: '/' } }))).not.toThrow();
    await nextTask();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe(couldNotBeLoaded('Google Ads'));
    expect(visitor.listeners('marketing')).toBe(0);
  });
});

describe('GA4 and Google Ads on one page: one gtag.js, one Consent Mode state', () => {
  it('loads gtag.js once, sets the default once, configures both ids, and each product hears of every update', async () => {
    const network = new FakeScriptNetwork();
    onTestFinished(() => network.close());
    const analytics = fakeAdapterContext({ analytics: 'granted', marketing: 'pending' });
    const ads = fakeAdapterContext({ analytics: 'granted', marketing: 'granted' });
    const received: GtagCommand[] = [];
    const ga = startGoogleAnalytics({ measurementId: 'G-2X4B6D8F0H' }, analytics.context, network.window);
    // Marketing is granted later: the Ads pipeline makes its sink then, on the page GA4 already started.
    analytics.set('marketing', 'granted');
    const adsSink = startGoogleAds(OPTIONS, ads.context, network.window);
    await network.respond(gtagScriptUrl('G-2X4B6D8F0H'), fakeGtagJs(network.window, received));
    const [gaSink, pixel] = await Promise.all([ga, adsSink]);
    gaSink.track({ name: 'Sample Event', properties: { currentPage: '/' } });
    pixel.track({ name: 'Sample Event', properties: { currentPage: '/' } });

    expect(network.scripts).toEqual([gtagScriptUrl('G-2X4B6D8F0H')]);
    const described = ([command, first, params]: GtagCommand) => {
      if (command === 'consent') return `consent ${String(first)} ad_storage=${(params as Record<string, string>)['ad_storage']}`;
      return command === 'js' ? 'js' : `${String(command)} ${String(first)}`;
    };
    expect(received.map(described)).toEqual([
      'consent default ad_storage=denied',
      'consent update ad_storage=denied',
      'js',
      'config G-2X4B6D8F0H',
      'consent update ad_storage=granted',
      `config ${ADS_ID}`,
      'event Sample Event',
      'event Sample Event',
    ]);
    expect(
      received.filter(([command]) => command === 'event').map(([, , params]) => (params as Record<string, unknown>)['send_to']),
    ).toEqual(['G-2X4B6D8F0H', ADS_ID]);
    expect(ads.consentSent).toEqual([
      'gtag consent update analytics_storage=granted ad_storage=granted ad_user_data=granted ad_personalization=granted (one Consent Mode state for every Google tag on the page)',
    ]);
    analytics.set('marketing', 'denied');
    expect(received.at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(received.filter(([command, kind]) => command === 'consent' && kind === 'default')).toHaveLength(1);
    expect(ads.consentSent.at(-1)).toBe(
      'gtag consent update analytics_storage=granted ad_storage=denied ad_user_data=denied ad_personalization=denied',
    );
  });
});
