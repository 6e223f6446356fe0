import { describe, expect, it } from 'vitest';
import { declarationsOf } from '../../domain/stored-item';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { yandexMetrica } from './yandex-metrica.vendor';

describe('the Yandex Metrica descriptor', () => {
  it('is switched on by the counter number, and refuses anything else, naming the rule', () => {
    expect(optionsFrom(yandexMetrica, {})).toBeUndefined();
    expect(optionsFrom(yandexMetrica, { VITE_YANDEX_METRICA_COUNTER_ID: '93428806' })).toEqual({ counterId: 93428806 });
    for (const bad of ['0123456', '123', 'XXXXXX', '93428806a', '1234567890123']) {
      expect(readVariables(yandexMetrica, { VITE_YANDEX_METRICA_COUNTER_ID: bad })).toEqual({
        ok: false,
        refused: {
          VITE_YANDEX_METRICA_COUNTER_ID: [
            "must be the counter number from Yandex Metrica's counter settings: 4 to 12 digits, e.g. 93428806",
          ],
        },
      });
    }
  });

  it('loads its tag from mc.yandex.ru only, sends hits only to mc.yandex.* hosts, never to Webvisor’s', () => {
    const origins = yandexMetrica.origins({ counterId: 93428806 });
    expect(origins.scriptSrc).toEqual(['https://mc.yandex.ru']);
    expect(origins.imgSrc).toEqual(origins.connectSrc);
    expect(origins.connectSrc).toContain('https://mc.yandex.ru');
    expect(origins.connectSrc).toContain('https://mc.yandex.com');
    for (const origin of origins.connectSrc ?? []) expect(origin).toMatch(/^https:\/\/mc\.yandex\.[a-z.]+$/);
  });

  it('declares its first-party cookies and local storage keys with their lifetimes, counts as analytics with no consent call', () => {
    expect(yandexMetrica.storage.map(({ name, kind, lifetime }) => [kind, name, lifetime])).toEqual([
      ['cookie', '_ym_uid', { years: 1 }],
      ['cookie', '_ym_d', { years: 1 }],
      ['cookie', '_ym_isad', { days: 2 }],
      ['cookie', '_ym_visorc', { minutes: 30 }],
      ['cookie', '_ym_metrika_enabled', 'at-most-session'],
      ['cookie', '_ym_hostIndex', { days: 1 }],
      ['localStorage', '_ym_uid', 'until-removed'],
      ['localStorage', '_ym_retryReqs', 'until-sent'],
      ['localStorage', '_ym<counter id>_lsid', 'until-removed'],
      ['localStorage', '_ym<counter id>:0_reqNum', 'until-removed'],
    ]);
    expect([yandexMetrica.purpose, yandexMetrica.port, yandexMetrica.consentCall]).toEqual(['analytics', 'analytics', 'none']);
    expect(yandexMetrica.privacy).toEqual(['page-views-and-named-events']);
  });

  it('the local storage keys its tag writes for counter 12345 are declared, so a withdrawal clears them; its cookie test is too', () => {
    for (const key of ['_ym_uid', '_ym_retryReqs', '_ym12345_lsid', '_ym12345:0_reqNum'])
      expect(declarationsOf(yandexMetrica.storage, 'localStorage', key), key).not.toEqual([]);
    expect(declarationsOf(yandexMetrica.storage, 'cookie', '_ym_metrika_enabled')).not.toEqual([]);
    expect(declarationsOf(yandexMetrica.storage, 'localStorage', 'unrelated_key')).toEqual([]);
  });
});
