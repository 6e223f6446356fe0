import { z } from 'zod';
import type { AnyVendorDescriptor } from '../../src/ports/vendor-descriptor';

const PORT_NAMES = { analytics: 'AnalyticsSink', pixel: 'PixelSink', heatmap: 'HeatmapLoader', errors: 'ErrorReporter' } as const;

function loads(vendor: AnyVendorDescriptor): string {
  switch (vendor.loading.kind) {
    case 'sdk':
      return `SDK from npm, lazy chunk${vendor.loading.chunks.length > 1 ? 's' : ''} ${vendor.loading.chunks.map((chunk) => `\`${chunk.name}\``).join(', ')}`;
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
