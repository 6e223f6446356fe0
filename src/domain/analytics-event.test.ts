import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertEventName, enrichEvent } from './analytics-event';

describe('event enrichment (SPEC §3)', () => {
  it('adds currentPage by default', () => {
    expect(enrichEvent('Sample Event', { source: 'demo' }, {}, '/pricing')).toEqual({
      name: 'Sample Event',
      properties: { source: 'demo', currentPage: '/pricing' },
    });
  });

  it('leaves currentPage out when the caller turns it off', () => {
    expect(enrichEvent('Sample Event', { source: 'demo' }, { includeCurrentPage: false }, '/pricing')).toEqual({
      name: 'Sample Event',
      properties: { source: 'demo' },
    });
  });

  it('keeps a currentPage the caller set explicitly', () => {
    expect(enrichEvent('Moved', { currentPage: '/from' }, {}, '/to').properties.currentPage).toBe('/from');
  });

  it('never loses or changes a caller property, and never mutates the input', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string().filter((key) => key !== 'currentPage' && key !== '__proto__'),
          fc.jsonValue(),
        ),
        fc.boolean(),
        fc.webPath(),
        (properties, include, path) => {
          const before = structuredClone(properties);
          const event = enrichEvent('e', properties, { includeCurrentPage: include }, path);
          expect(properties).toEqual(before);
          for (const [key, value] of Object.entries(properties)) expect(event.properties[key]).toEqual(value);
          expect('currentPage' in event.properties).toBe(include);
          if (include) expect(event.properties.currentPage).toBe(path);
        },
      ),
    );
  });

  it('rejects an empty event name with a clear error', () => {
    expect(() => assertEventName('  ')).toThrow(/non-empty string/);
    expect(() => assertEventName('Signed Up')).not.toThrow();
  });
});
