import { describe, expect, it } from 'vitest';
import { messages as de } from './messages/de';
import { withSiteTexts } from './site-texts';

describe("a site's own texts", () => {
  it('replace the shell’s at the same key and leave every other text as it was', () => {
    const texts = withSiteTexts(de, { banner: { accept: 'Einverstanden' }, privacy: { askAgain: (months) => `Nach ${months} Monaten.` } });
    expect(texts.banner.accept).toBe('Einverstanden');
    expect(texts.banner.askingBody).toEqual(de.banner.askingBody);
    expect(texts.banner.body).toEqual(de.banner.body);
    expect(texts.privacy.askAgain(6)).toBe('Nach 6 Monaten.');
    expect(texts.purposes).toEqual(de.purposes);
    expect(de.banner.accept).toBe('Verstanden');
  });
});
