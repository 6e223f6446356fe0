import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPageViewRule, pageViewKey } from './page-view';

const at = (pathname: string, search = '') => ({ pathname, search, url: `http://x${pathname}${search}`, title: 't' });

describe('page-view rule (SPEC §2)', () => {
  it('sends one on first load', () => {
    expect(createPageViewRule().next(at('/'))).toEqual({ path: '/', search: '', url: 'http://x/', title: 't' });
  });

  it('sends one per pathname change and one per search change', () => {
    const rule = createPageViewRule();
    rule.next(at('/'));
    expect(rule.next(at('/privacy'))).not.toBeNull();
    expect(rule.next(at('/privacy', '?tab=a'))).toMatchObject({ path: '/privacy', search: '?tab=a' });
  });

  it('sends exactly one when pathname and search change at once', () => {
    const rule = createPageViewRule();
    rule.next(at('/'));
    expect(rule.next(at('/privacy', '?tab=a'))).not.toBeNull();
    expect(rule.next(at('/privacy', '?tab=a'))).toBeNull();
  });

  it('sends none when nothing but the hash changed (the hash is not part of the key)', () => {
    const rule = createPageViewRule();
    rule.next(at('/'));
    expect(rule.next({ ...at('/'), url: 'http://x/#main' })).toBeNull();
  });

  it('treats "?" and "" as the same search', () => {
    expect(pageViewKey({ pathname: '/', search: '?' })).toBe(pageViewKey({ pathname: '/', search: '' }));
  });

  it('sends as many page views as there are changes of location, whatever the sequence', () => {
    const location = fc.record({ pathname: fc.constantFrom('/', '/a', '/b'), search: fc.constantFrom('', '?x=1', '?x=2') });
    fc.assert(
      fc.property(fc.array(location, { maxLength: 40 }), (visits) => {
        const rule = createPageViewRule();
        const sent = visits.filter((visit) => rule.next({ ...visit, url: '', title: '' }) !== null).length;
        const keys = visits.map((visit) => `${visit.pathname}${visit.search}`);
        const changes = keys.filter((key, i) => i === 0 || key !== keys[i - 1]).length;
        expect(sent).toBe(changes);
      }),
    );
  });
});
