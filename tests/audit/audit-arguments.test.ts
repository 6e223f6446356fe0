import { describe, expect, it } from 'vitest';
import { parseAuditArguments } from '../../scripts/audit/audit-arguments.mjs';

describe('shellkit-audit’s command line', () => {
  it('takes the site, its pages, the withdrawal and the windows, as the README shows them', () => {
    expect(
      parseAuditArguments([
        'http://localhost:3000',
        '--pages',
        '/',
        '/pricing',
        '--withdraw',
        'analytics,marketing',
        '--quiet-ms',
        '10000',
      ]),
    ).toMatchObject({ baseUrl: 'http://localhost:3000/', pages: ['/', '/pricing'], withdraw: ['analytics', 'marketing'], quietMs: 10000 });
  });

  it('sends a vendor host to a local fake with --route-map, and lets an origin of the site’s own through with --allow-origin', () => {
    expect(
      parseAuditArguments([
        'http://localhost:3000',
        '--route-map',
        'www.facebook.com=http://127.0.0.1:4000/',
        '--allow-origin',
        'https://fonts.example/x',
      ]),
    ).toMatchObject({ routeMap: { 'www.facebook.com': 'http://127.0.0.1:4000' }, allowOrigins: ['https://fonts.example'] });
  });

  it('stops on a mistake before any browser starts, saying what is wrong', () => {
    expect(() => parseAuditArguments(['--pages', '/'])).toThrow('the site to audit is missing');
    expect(() => parseAuditArguments(['http://localhost:3000', '--withdraw', 'ads'])).toThrow('not ads');
    expect(() => parseAuditArguments(['http://localhost:3000', '--quiet-ms', 'soon'])).toThrow('--quiet-ms takes a number of milliseconds');
    expect(() => parseAuditArguments(['http://localhost:3000', '--verbose'])).toThrow('unknown option --verbose');
  });
});
