import { GppModel } from '@iabgpp/cmpapi';
import { afterEach, describe, expect, it } from 'vitest';
import { gppSignalOf, type GppSituation } from '../../domain/gpp-sections';
import { installGppStub } from '../../boot/gpp-stub';
import { encodeGpp, IabGppCmp } from './iab-gpp-cmp.adapter';

type Gpp = (command?: string, callback?: (data: unknown, success: boolean) => void, parameter?: unknown) => unknown;
const gpp = () => (window as unknown as { __gpp: Gpp }).__gpp;

const californian = (gpc: boolean, optedOut: boolean, state: string | undefined = 'CA'): GppSituation => ({
  kind: 'us',
  state,
  saleOptOut: optedOut,
  sharingOptOut: optedOut,
  targetedAdvertisingOptOut: optedOut,
  gpc,
});

afterEach(() => {
  delete (window as unknown as { __gpp?: Gpp }).__gpp;
});

describe('encodeGpp', () => {
  it('encodes usnat and usca so that the IAB library decodes the opt-outs and GPC back', () => {
    const text = encodeGpp(gppSignalOf(californian(true, false)));
    console.log(`GPP string, California with GPC: ${text}`);
    const decoded = new GppModel(text);
    expect(decoded.getSectionIds()).toEqual([7, 8]);
    expect(decoded.getSection('usnat')).toMatchObject({ SaleOptOut: 1, SharingOptOut: 1, TargetedAdvertisingOptOut: 1, Gpc: true });
    expect(decoded.getSection('usca')).toMatchObject({ SaleOptOut: 1, SharingOptOut: 1, Gpc: true, SaleOptOutNotice: 1 });
  });

  it('says no opt-out for a visitor who made none', () => {
    const text = encodeGpp(gppSignalOf(californian(false, false, undefined)));
    console.log(`GPP string, US without a state, no opt-out: ${text}`);
    expect(new GppModel(text).getSection('usnat')).toMatchObject({
      SaleOptOut: 2,
      SharingOptOut: 2,
      TargetedAdvertisingOptOut: 2,
      Gpc: false,
    });
  });
});

describe('IabGppCmp', () => {
  it('answers the calls the stub queued, in order, once the sections are set', () => {
    installGppStub(window);
    const answers: string[] = [];
    gpp()('ping', (data) => answers.push(`ping ${(data as { signalStatus: string }).signalStatus}`));
    gpp()('addEventListener', (data) => answers.push(`event ${(data as { eventName: string }).eventName}`));
    gpp()('getField', (data) => answers.push(`SaleOptOut ${String(data)}`), 'usnat.SaleOptOut');
    expect(answers).toEqual([]);

    const cmp = new IabGppCmp(window);
    expect(answers).toEqual([]);
    cmp.show(gppSignalOf(californian(false, true)), false);
    expect(answers).toEqual(['ping ready', 'event listenerRegistered', 'SaleOptOut 1']);
  });

  it('answers applicableSections [-1] where no section applies', () => {
    const cmp = new IabGppCmp(window);
    cmp.show(gppSignalOf({ kind: 'not-applicable' }), true);
    let ping: { applicableSections: number[]; signalStatus: string; cmpStatus: string; sectionList: number[] } | undefined;
    gpp()('ping', (data) => (ping = data as typeof ping));
    expect(ping).toMatchObject({ applicableSections: [-1], signalStatus: 'ready', cmpStatus: 'loaded', sectionList: [] });
  });

  it('tells listeners of a change: not ready, the sections changed, ready; and getSection shows the opt-out', () => {
    const cmp = new IabGppCmp(window);
    cmp.show(gppSignalOf(californian(false, false)), true);
    const events: string[] = [];
    gpp()('addEventListener', (data) => {
      const { eventName, data: value } = data as { eventName: string; data: unknown };
      events.push(`${eventName} ${String(value)}`);
    });
    cmp.show(gppSignalOf(californian(false, true)), false);
    expect(events).toEqual([
      'listenerRegistered true',
      'signalStatus not ready',
      'cmpDisplayStatus hidden',
      'sectionChange usnat',
      'sectionChange usca',
      'signalStatus ready',
    ]);
    let section: unknown;
    gpp()('getSection', (data) => (section = data), 'usnat');
    expect(section).toMatchObject({ SaleOptOut: 1, SharingOptOut: 1, TargetedAdvertisingOptOut: 1 });
    let has: unknown;
    gpp()('hasSection', (data) => (has = data), 'usca');
    expect(has).toBe(true);
    expect(new GppModel(cmp.current()).getSection('usca')).toMatchObject({ SaleOptOut: 1 });
  });
});
