import type { VendorPermission } from '../../domain/vendor-permission';
import { injectScript } from '../../platform/inject-script';
import { queueingStub, type QueueingStub } from '../../platform/queueing-stub';
import type { HeatmapLoader } from '../../ports/heatmap-loader.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import { VendorUnavailable } from '../../ports/vendor-unavailable';
import type { ClarityOptions } from './clarity.vendor';

declare global {
  interface Window {
    clarity?: QueueingStub;
  }
}

export const clarityScriptUrl = (projectId: string) => `https://www.clarity.ms/tag/${encodeURIComponent(projectId)}`;

/** What the loader needs of the shell: the purposes Clarity's consent follows, and where to say what it told Clarity. */
export type ClarityContext = Pick<AdapterContext, 'consentFor' | 'consentSent' | 'reloadToStop'>;

/** Clarity's Consent API v2: each storage "granted" or "denied" (its names, capital S included). */
export interface ClarityConsent {
  readonly ad_Storage: 'granted' | 'denied';
  readonly analytics_Storage: 'granted' | 'denied';
}

const storage = (permission: VendorPermission) => (permission === 'granted' ? 'granted' : 'denied');

/**
 * Microsoft Clarity behind the heatmap port, swapped in by config alone.
 * Clarity's snippet, as code: a queueing `clarity`, the visitor's consent, then the tag script with
 * the project id. `load` settles when the tag has run, and rejects when it is blocked: the shell then
 * logs once that Clarity could not be loaded.
 *
 * Consent, in Clarity's terms (`clarity('consentv2', …)`, which Clarity enforces for visits from the
 * EEA, the UK and Switzerland since 31 October 2025: without it, no cookies and one id per page
 * view): told before the tag runs and again on every change, here or in another tab.
 * - analytics_Storage follows `experience`: it is Clarity's own cookies, which tie a visitor's
 *   page views into sessions for heatmaps and recordings, the very thing that purpose asks about.
 * - ad_Storage follows `marketing`: it lets Clarity's data serve advertising (Microsoft Advertising),
 *   which is what marketing consent covers, and nothing the heatmap itself needs.
 * Clarity has no call that stops its tag: with analytics_Storage denied it goes on sending, without
 * cookies. So `experience` withdrawn once the tag is in the page reloads the page once (reloadToStop).
 */
export class ClarityHeatmapLoader implements HeatmapLoader {
  readonly #options: ClarityOptions;
  readonly #context: ClarityContext;
  readonly #target: Window;
  #loading: Promise<void> | undefined;
  #told: string | undefined;

  constructor(options: ClarityOptions, context: ClarityContext, target: Window = window) {
    this.#options = options;
    this.#context = context;
    this.#target = target;
  }

  load(): Promise<void> {
    this.#loading ??= this.#inject();
    return this.#loading;
  }

  /** What Clarity should be told now. */
  consent(): ClarityConsent {
    return {
      ad_Storage: storage(this.#context.consentFor('marketing').current()),
      analytics_Storage: storage(this.#context.consentFor('experience').current()),
    };
  }

  #inject(): Promise<void> {
    this.#target.clarity ??= queueingStub();
    this.#tell();
    let blocked = false;
    this.#context.consentFor('marketing').subscribe(() => this.#tell());
    this.#context.consentFor('experience').subscribe((permission) => {
      this.#tell();
      // Denied, Clarity drops its cookies but records on, one id per page view: only a reload stops the tag (issue 25).
      if (permission === 'denied' && !blocked) this.#context.reloadToStop();
    });
    return injectScript(clarityScriptUrl(this.#options.projectId), this.#target.document).catch((error: unknown) => {
      blocked = true;
      throw VendorUnavailable.from(error);
    });
  }

  #tell(): void {
    const consent = this.consent();
    const signal = `consentv2 ad_Storage=${consent.ad_Storage} analytics_Storage=${consent.analytics_Storage}`;
    if (signal === this.#told) return;
    this.#told = signal;
    this.#target.clarity?.('consentv2', consent);
    this.#context.consentSent(signal);
  }
}
