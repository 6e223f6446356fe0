// The English privacy page's words, the shell's own: the doc is the shell's, whichever product's site texts replace some.
import { messages } from '../../src/i18n/messages/en';
import { isOnRequestPort } from '../../src/domain/vendor-facts';
import { storedItemRowText } from '../../src/i18n/stored-item-words';
import type { AnyVendorDescriptor } from '../../src/ports/vendor-descriptor';

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
      const text = storedItemRowText(item, vendor.purpose, messages, 'en', isOnRequestPort(vendor.port));
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
