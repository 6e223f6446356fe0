import { injectScript } from '../../platform/inject-script';

/** Flat metadata, as Simple Analytics stores it: text, numbers and booleans (docs.simpleanalytics.com/metadata). */
export type SaMetadata = Readonly<Record<string, string | number | boolean>>;

declare global {
  interface Window {
    /** A named event (docs.simpleanalytics.com/events). */
    sa_event?: (name: string, metadata?: SaMetadata) => void;
    /** A page view the site sends itself (docs.simpleanalytics.com "Trigger custom page views"). */
    sa_pageview?: (path: string, metadata?: SaMetadata) => void;
  }
}

export const SIMPLE_ANALYTICS_SCRIPT_URL = 'https://scripts.simpleanalyticscdn.com/latest.js';

/**
 * Simple Analytics' script on its own tag, as its docs give it: the site's hostname as registered
 * (`data-hostname`, so a preview or proxy host counts for it), and automatic collection off
 * (`data-auto-collect="false"`), since the shell sends each page view itself (SPEC §2) and one the
 * script took on its own would be counted twice. Rejects when the script is blocked.
 */
export async function installSimpleAnalytics(hostname: string, target: Window = window): Promise<void> {
  await injectScript(SIMPLE_ANALYTICS_SCRIPT_URL, target.document, { 'data-hostname': hostname, 'data-auto-collect': 'false' });
  if (!target.sa_event || !target.sa_pageview)
    throw new Error(`${SIMPLE_ANALYTICS_SCRIPT_URL} ran but defined no sa_event and sa_pageview`);
}
