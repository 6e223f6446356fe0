import { describe, expect, it } from 'vitest';
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

  it('declares its first-party cookies with their lifetimes, counts as analytics with no consent call', () => {
    expect(yandexMetrica.storage.map(({ name, lifetime }) => [name, lifetime])).toEqual([
      ['_ym_uid', { years: 1 }],
      ['_ym_d', { years: 1 }],
      ['_ym_isad', { days: 2 }],
      ['_ym_visorc', { minutes: 30 }],
      ['_ym_metrika_enabled', { minutes: 60 }],
      ['_ym_hostIndex', { days: 1 }],
    ]);
    expect([yandexMetrica.purpose, yandexMetrica.port, yandexMetrica.consentCall]).toEqual(['analytics', 'analytics', 'none']);
    expect(yandexMetrica.privacy).toEqual(['page-views-and-named-events']);
  });
});
