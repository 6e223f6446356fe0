import { injectScript } from '../../platform/inject-script';

/** LinkedIn's tag function: `lintrk('track', { conversion_id })`, queued on `q` until insight.min.js arrives. */
export type Lintrk = ((action: string, data?: Readonly<Record<string, unknown>>) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    _linkedin_partner_id?: string;
    _linkedin_data_partner_ids?: string[];
    lintrk?: Lintrk;
  }
}

export const INSIGHT_TAG_URL = 'https://snap.licdn.com/li.lms-analytics/insight.min.js';

/**
 * LinkedIn's Insight Tag, as code rather than an inline snippet (the CSP allows no inline script):
 * the partner id where insight.min.js reads it, a queueing `lintrk`, then the script, which counts
 * the page it loads on itself. A page that already runs the tag (a tag manager) keeps its `lintrk`.
 */
export async function installInsightTag(partnerId: string, target: Window = window): Promise<Lintrk> {
  target._linkedin_partner_id = partnerId;
  const partners = (target._linkedin_data_partner_ids ??= []);
  if (!partners.includes(partnerId)) partners.push(partnerId);
  if (!target.lintrk) {
    const lintrk: Lintrk = (action, data) => void lintrk.q?.push([action, data]);
    lintrk.q = [];
    target.lintrk = lintrk;
  }
  await injectScript(INSIGHT_TAG_URL, target.document);
  return target.lintrk;
}
