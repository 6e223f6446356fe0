import { describe, expect, it } from 'vitest';
import { consentPurposeOf, declarationsOf, isDeclaredAs, type StoredItem } from './stored-item';

const item = (name: string, kind: StoredItem['kind'] = 'cookie'): StoredItem => ({
  name,
  kind,
  purpose: 'visitor-id',
  lifetime: 'until-removed',
});

describe('a stored item as declared', () => {
  it('is an exact name, of its own kind only', () => {
    expect(isDeclaredAs(item('_fbp'), 'cookie', '_fbp')).toBe(true);
    expect(isDeclaredAs(item('_fbp'), 'cookie', '_fbpx')).toBe(false);
    expect(isDeclaredAs(item('_fbp'), 'localStorage', '_fbp')).toBe(false);
  });

  it('fills a <part> with one character or more, so _ga_<id> is not _ga', () => {
    expect(isDeclaredAs(item('_ga_<container id>'), 'cookie', '_ga_2X4B6D8F0H')).toBe(true);
    expect(isDeclaredAs(item('_ga_<container id>'), 'cookie', '_ga_')).toBe(false);
    expect(isDeclaredAs(item('_ga_<container id>'), 'cookie', '_ga')).toBe(false);
    expect(isDeclaredAs(item('ph_<project key>_posthog', 'localStorage'), 'localStorage', 'ph_phc_abc123_posthog')).toBe(true);
  });

  it('takes * for anything, and every other character literally', () => {
    expect(isDeclaredAs(item('_gcl_*'), 'cookie', '_gcl_au')).toBe(true);
    expect(isDeclaredAs(item('_gcl_*'), 'cookie', '_gcl_')).toBe(true);
    expect(isDeclaredAs(item('persisted-queue:v1:<key>:*', 'localStorage'), 'localStorage', 'persisted-queue:v1:abc:items')).toBe(true);
    expect(isDeclaredAs(item('a.b'), 'cookie', 'axb')).toBe(false);
  });

  it('lists the declarations a present name is, and follows its writer’s purpose unless it names its own', () => {
    const ga = item('_ga');
    const gcl = { ...item('_gcl_*'), consentPurpose: 'marketing' as const };
    expect(declarationsOf([ga, gcl], 'cookie', '_gcl_au')).toEqual([gcl]);
    expect(declarationsOf([ga, gcl], 'cookie', '_hjid')).toEqual([]);
    expect(consentPurposeOf(ga, 'analytics')).toBe('analytics');
    expect(consentPurposeOf(gcl, 'analytics')).toBe('marketing');
  });
});
