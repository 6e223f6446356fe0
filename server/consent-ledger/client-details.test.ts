// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keptUserAgent, truncatedIp } from './client-details';
import { csvField } from './export-format';

describe('the client details an operator may turn on', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['2001:db8:abcd:12:34::1', '2001:db8:abcd::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['fe80::1%eth0', 'fe80:0:0::'],
    ['not an address', null],
    [undefined, null],
  ])('cuts the IP %s to its network: %s', (ip, kept) => {
    expect(truncatedIp(ip)).toBe(kept);
  });

  it('keeps at most 512 characters of a user agent', () => {
    expect(keptUserAgent('x'.repeat(2000))).toHaveLength(512);
    expect(keptUserAgent(undefined)).toBeNull();
  });
});

describe('CSV fields', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    // A tab splits a cell where a spreadsheet reads pasted or tab-separated text (issue 35).
    ['tab\there', '"tab\there"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-1', "'-1"],
    [true, 'true'],
    [null, ''],
  ] as const)('%s is written %s', (value, written) => {
    expect(csvField(value)).toBe(written);
  });
});
