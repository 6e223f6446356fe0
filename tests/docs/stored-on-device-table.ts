import { messages as english } from '../../src/i18n/messages/en';
import { withSiteTexts } from '../../src/i18n/site-texts';
import { storedItemRowText } from '../../src/i18n/stored-item-words';
import type { AnyVendorDescriptor } from '../../src/ports/vendor-descriptor';
import { SITE_TEXTS } from 'shellkit:site-texts';

/** The English privacy page's words: the shell's catalog with the site's own texts in place, as the page has them. */
const messages = withSiteTexts(english, SITE_TEXTS.en);

/** A markdown table cell: a pipe in the text would end it. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/**
 * docs/privacy/stored-on-device.md's table of what each vendor stores, from each descriptor's `storage`,
 * in the registry's order and in the English privacy page's words: its columns, and each item's kind,
 * purpose and lifetime as `storedItemRowText` phrases them for the page, so the doc and the page cannot
 * disagree. A vendor that stores nothing has no row, as on the page; the line below the table names them.
 */
export function storedOnDeviceTable(vendors: readonly AnyVendorDescriptor[]): string {
  const words = messages.privacy.storedTable;
  const rows = vendors.flatMap((vendor) =>
    vendor.storage.map((item) => {
      const text = storedItemRowText(item, vendor.purpose, messages, 'en');
      return `| \`${item.name}\` (${text.kind}) | ${cell(vendor.label)} | ${cell(text.purpose)} | ${cell(text.lifetime)} |`;
    }),
  );
  const storingNothing = vendors.filter((vendor) => vendor.storage.length === 0).map((vendor) => vendor.label);
  return [
    `| ${words.name} | ${words.service} | ${words.purpose} | ${words.lifetime} |`,
    '|---|---|---|---|',
    ...rows,
    ...(storingNothing.length > 0 ? ['', `Nothing on the device: ${storingNothing.join(', ')}.`] : []),
  ].join('\n');
}
