// Who and what the audit's findings name: the purpose and vendor (or embed) a request went to, and the declarer or
// writer of a key, from the page's own config and declarations (./page-declarations.mjs) and the tracker data.
import { embedsReaching, isDeclaredAs, vendorsExplaining, vendorsReaching } from './page-declarations.mjs';
import { thirdPartyWebDatabase } from '../trackers.mjs';

/** The report's row for what no vendor of the page's config accounts for. */
export const NO_VENDOR = 'no vendor';

/**
 * What a request was for, or undefined for one the site may make: to its own origin (except its monitoring
 * tunnel, which carries Sentry's reports, and its session replay under experience) or to an allowed origin.
 */
export function requestClassifier(config, site, allowOrigins) {
  const trackers = thirdPartyWebDatabase();
  const monitor = (config.vendors.errors ?? []).find((vendor) => vendor.id !== 'memory');
  return (request) => {
    const url = new URL(request.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.origin === site) {
      if (!monitor || url.pathname !== config.monitoring?.tunnelPath) return undefined;
      const replay = /"type":"replay_(event|recording)"/.test(request.body);
      const purpose = replay ? 'experience' : monitor.purpose;
      return { purpose, purposes: [purpose], who: replay ? `${monitor.label} (session replay)` : monitor.label, url };
    }
    if (allowOrigins.includes(url.origin)) return undefined;
    const vendors = vendorsExplaining(config, url);
    // An embed's frame (`<Embed>`, issue 34 §1) is its service's, under its purpose as a vendor's request is, so one
    // before consent is a leak. A host may be a vendor's and an embed's (www.google.com: Google Ads, Google Maps).
    const embeds = embedsReaching(config, url).map((embed) => ({
      label: `${embed.label} (embedded ${embed.kind})`,
      purpose: embed.purpose,
    }));
    if (vendors.length === 0 && embeds.length > 0) {
      const purposes = [...new Set(embeds.map((embed) => embed.purpose))];
      return { purpose: purposes.join(' or '), purposes, who: embeds.map((embed) => embed.label).join(' or '), url };
    }
    if (vendors.length === 0) {
      // On a vendor's host with another account's id, or on no vendor's host: a tag the page brings, named by the tracker data.
      const known = trackers.lookup(url.href);
      const onVendorHost = vendorsReaching(config, url).length > 0;
      return {
        purpose: NO_VENDOR,
        purposes: [NO_VENDOR],
        who: `${known ? `${known.vendor} (${known.category}) at ` : ''}${url.host} (${
          onVendorHost ? "a configured vendor's host, another account's id" : 'not an origin of any vendor on'
        }: a tag the page brings?)`,
        url,
      };
    }
    // Two vendors may share a host (Google's tag), or a vendor and an embed: the request is refused only when every one of them is.
    const sharing = [...vendors, ...embeds];
    const purposes = [...new Set(sharing.map((each) => each.purpose))];
    return { purpose: purposes.join(' or '), purposes, who: sharing.map((each) => each.label).join(' or '), url };
  };
}

/** Requests as findings: one per vendor and address (origin and path), with how many went. */
export function groupRequests(requests) {
  const groups = new Map();
  for (const request of requests) {
    const what = `${request.url.origin}${request.url.pathname}`;
    const key = `${request.purpose} ${request.who} ${what}`;
    // The whole address of the first one (its query names the account or pixel id), as the finding's url.
    const group = groups.get(key) ?? { purpose: request.purpose, who: request.who, address: what, url: request.url.href, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    what: `${group.address} (${group.count} request${group.count === 1 ? '' : 's'})`,
  }));
}

/**
 * Keys (present or written) as the audit reports them, each once: declared or not, under the purpose its
 * declaration follows, named by its declarer, or, undeclared, by the vendor whose script wrote it.
 */
export function keyAttribution(config, declarations, writes) {
  return (keys) => {
    const seen = new Set();
    return keys.flatMap(({ kind, name }) => {
      const id = `${kind} ${name}`;
      if (seen.has(id)) return [];
      seen.add(id);
      const declaration = declarations.find(({ item }) => isDeclaredAs(item, { kind, name }));
      if (declaration) return [{ declared: true, purpose: declaration.purpose, who: declaration.owner, what: `${kind} ${name}` }];
      const writer = writes.findLast((write) => write.kind === kind && write.name === name)?.writer;
      const vendors = writer ? vendorsReaching(config, writer) : [];
      const who =
        vendors.length > 0
          ? vendors.map((vendor) => vendor.label).join(' or ')
          : writer
            ? `script ${writer}`
            : 'unknown (set by a response, or before the audit could see)';
      const purposes = [...new Set(vendors.map((vendor) => vendor.purpose))];
      return [{ declared: false, purpose: purposes.length === 1 ? purposes[0] : NO_VENDOR, who, what: `${kind} ${name}` }];
    });
  };
}
