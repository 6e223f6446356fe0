import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { isOnRequestPort, type VendorStart } from '../../src/domain/vendor-facts';
import type { AnyVendorDescriptor } from '../../src/ports/vendor-descriptor';

const PORT_NAMES = {
  analytics: 'AnalyticsSink',
  pixel: 'PixelSink',
  heatmap: 'HeatmapLoader',
  errors: 'ErrorReporter',
  chat: 'ChatWidget',
} as const;

function loads(vendor: AnyVendorDescriptor): string {
  switch (vendor.loading.kind) {
    case 'sdk':
      return `SDK from npm, installed by the product (${vendor.loading.packages.map((name) => `\`${name}\``).join(', ')}), lazy chunk${vendor.loading.chunks.length > 1 ? 's' : ''} ${vendor.loading.chunks.map((chunk) => `\`${chunk.name}\``).join(', ')}`;
    case 'script':
      return `the vendor's script: ${vendor.loading.source}`;
    case 'nothing':
      return 'nothing: `fetch` only';
  }
}

/** The vendor table of docs/product/vendors.md, from the registry's descriptors: what a reader would otherwise find restated by hand. */
export function vendorTable(vendors: readonly AnyVendorDescriptor[]): string {
  const rows = vendors.map((vendor) => {
    const variables = Object.keys(vendor.variables(z)).map((name) => (name === vendor.switchedOnBy ? `**\`${name}\`**` : `\`${name}\``));
    return `| ${vendor.label} (\`${vendor.id}\`) | ${PORT_NAMES[vendor.port]} | ${vendor.purpose} | ${variables.join(', ')} | ${loads(vendor)} |`;
  });
  return ['| Vendor | Port | Purpose | Variables (the bold one switches it on) | Loads |', '|---|---|---|---|---|', ...rows].join('\n');
}

// A vendor with no consent call of its own is told nothing: the shell's pipeline alone holds and drops its calls.
const TOLD_NOTHING =
  'nothing: it has no consent call of its own; the shell holds its calls until its purpose is granted and drops them on a refusal';

/** The "Telling each vendor, in its own terms" table of docs/product/vendors.md, from each descriptor's `toldConsent`. */
export function consentTable(vendors: readonly AnyVendorDescriptor[]): string {
  const rows = vendors.map(
    (vendor) =>
      `| ${vendor.label} | ${vendor.toldConsent ?? (vendor.consentCall === 'none' ? TOLD_NOTHING : '(not described: add `toldConsent` to its descriptor)')} |`,
  );
  return ['| Vendor | What it is told |', '|---|---|', ...rows].join('\n');
}

/** When the shell makes each vendor's adapter, once consent permits (`starts`, explained by `VendorStart`). */
const STARTS: Readonly<Record<VendorStart, string>> = {
  'at-once': 'at once',
  'after-first-paint': 'in its turn after `load`, ahead of the idle-time vendors',
  'when-idle': 'in its turn after `load`, once the page is idle',
};

function starts(vendor: AnyVendorDescriptor): string {
  // A chat's adapter is made at once and loads nothing: its widget loads on the visitor's click (decision 0003).
  if (isOnRequestPort(vendor.port)) return 'at once, loading nothing until the visitor opens the chat';
  // A vendor whose start depends on its options (the Meta pixel: the page's own fbq at once, Meta's script when idle): the doc says how, below the table.
  return typeof vendor.starts === 'function' ? 'depends on its variables (below)' : STARTS[vendor.starts];
}

/** The "How each vendor loads" table of docs/product/vendors.md: when each starts and what it loads, from its descriptor. */
export function loadTable(vendors: readonly AnyVendorDescriptor[]): string {
  const rows = vendors.map((vendor) => `| ${PORT_NAMES[vendor.port]} | **${vendor.label}** | ${starts(vendor)} | ${loads(vendor)} |`);
  return ['| Port | Vendor | Made, once consent permits | Loads |', '|---|---|---|---|', ...rows].join('\n');
}

/**
 * "What each vendor's variables mean": each vendor's paragraph is its folder's README.md (its heading
 * aside), so a new vendor writes it beside its code and edits no shared document.
 */
export function variablesSection(vendors: readonly AnyVendorDescriptor[]): string {
  return vendors
    .map((vendor) => {
      const file = `src/adapters/${vendor.id}/README.md`;
      if (!existsSync(file)) throw new Error(`${vendor.label} has no ${file}: a paragraph on its variables and how it loads`);
      const body = readFileSync(file, 'utf8')
        .replace(/^# .*\n/, '')
        .trim()
        .replace(/\s*\n\s*/g, ' ');
      return `- **${vendor.label}**: ${body}`;
    })
    .join('\n');
}
