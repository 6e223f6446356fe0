import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { plausible } from './plausible.vendor';

const shell = { tunnelPath: '/monitoring' };
const variables = (env: Record<string, string>) => z.object(plausible.variables(z)).partial().parse(env);

describe('the Plausible descriptor', () => {
  it('is switched on by the domain, on Plausible’s cloud unless a host is given', () => {
    expect(plausible.options(variables({}), shell)).toBeUndefined();
    expect(plausible.options(variables({ VITE_PLAUSIBLE_DOMAIN: 'shell.example.com' }), shell)).toEqual({
      domain: 'shell.example.com',
      apiHost: 'https://plausible.io',
    });
    expect(
      plausible.options(
        variables({ VITE_PLAUSIBLE_DOMAIN: 'shell.example.com', VITE_PLAUSIBLE_HOST: 'https://stats.example.com/' }),
        shell,
      ),
    ).toEqual({
      domain: 'shell.example.com',
      apiHost: 'https://stats.example.com',
    });
  });

  it.each([
    ['VITE_PLAUSIBLE_DOMAIN', 'https://shell.example.com'],
    ['VITE_PLAUSIBLE_DOMAIN', 'localhost'],
    ['VITE_PLAUSIBLE_HOST', 'http://plausible.io'],
    ['VITE_PLAUSIBLE_HOST', 'https://plausible.io/api/event'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => variables({ [name]: value })).toThrow();
  });

  it('a host without a domain is a mistake, named', () => {
    expect(plausible.problems?.(variables({ VITE_PLAUSIBLE_HOST: 'https://stats.example.com' }))).toEqual([
      { variable: 'VITE_PLAUSIBLE_HOST', message: 'is set but VITE_PLAUSIBLE_DOMAIN is not, so Plausible is off' },
    ]);
  });

  it('opens only its API host in the CSP, loads nothing and counts as analytics', () => {
    expect(plausible.origins({ domain: 'shell.example.com', apiHost: 'https://stats.example.com' })).toEqual({
      connectSrc: ['https://stats.example.com'],
    });
    expect(plausible.loading).toEqual({ kind: 'nothing' });
    expect(plausible.purpose).toBe('analytics');
  });
});
