import { existsSync } from 'node:fs';
import type { VendorPort } from '../../src/domain/vendor-facts';
import type { AnyVendorDescriptor } from '../../src/ports/vendor-descriptor';

const PORTS: readonly { readonly port: VendorPort; readonly name: string }[] = [
  { port: 'analytics', name: 'AnalyticsSink' },
  { port: 'pixel', name: 'PixelSink' },
  { port: 'heatmap', name: 'HeatmapLoader' },
  { port: 'errors', name: 'ErrorReporter' },
];

/** docs/architecture.md's list of the vendor folders, by port, from the registry's descriptors: every vendor, never a hand-kept few. */
export function vendorFolders(vendors: readonly AnyVendorDescriptor[]): string {
  for (const vendor of vendors) {
    if (!existsSync(`src/adapters/${vendor.id}`)) throw new Error(`${vendor.id} has no folder src/adapters/${vendor.id}/`);
  }
  const lines = PORTS.map(({ port, name }) => {
    const serving = vendors.filter((vendor) => vendor.port === port).map((vendor) => `${vendor.label} (\`${vendor.id}\`)`);
    return `- **${name}** (\`${port}\`): ${serving.join(', ')}`;
  });
  return [`${vendors.length} vendors, each in \`src/adapters/<id>/\`:`, '', ...lines].join('\n');
}
