import type { AdapterContext } from '../../ports/vendor-descriptor';
import { CONSENT_DEFAULT, consentModeState, describedConsent } from './consent-mode';
import { gtagOn, loadGtag, type Gtag } from './gtag';

/** What a Google product needs of the shell to join the tag: the purposes Consent Mode follows, and where to say what it told Google. */
export type GoogleTagContext = Pick<AdapterContext, 'consentFor' | 'consentSent'>;

/** Google's tag on one page: one gtag.js, one Consent Mode state, and every product (GA4, Google Ads) configured on it. */
export interface GoogleTagOnPage {
  readonly gtag: Gtag;
  /** Each joined product's `consentSent`: every update is said to each, as each has its own row in the inspector. */
  readonly listeners: ((signal: string) => void)[];
  /** What Consent Mode was last told, as the inspector shows it. */
  told: string;
  loading: Promise<void> | undefined;
  stopFollowing: () => void;
}

// One per window (the unit tests run several pages): GA4 and Google Ads started on one page share its tag.
const tagsOnPage = new WeakMap<Window, GoogleTagOnPage>();

/**
 * Google's snippet as Consent Mode asks, shared by every Google product the shell runs: the first to
 * start puts the default (all denied) on the dataLayer before the tag, then the visitor's choices as
 * an update (and again on every change, here or in another tab), then `js`; each product adds its
 * own `config`, without an automatic page view (the shell sends its own, SPEC §2). gtag.js is
 * injected once, with the first product's id: Google's tag fetches what a later `config` needs
 * itself. Resolves with `gtag` once gtag.js has run; rejects when it is blocked, for every product
 * on the page, and then stops following consent.
 */
export async function startGoogleTag(tagId: string, context: GoogleTagContext, target: Window): Promise<Gtag> {
  const tag = joinConsentMode(context, target);
  tag.gtag('config', tagId, { send_page_view: false });
  tag.loading ??= loadGtag(tagId, target).catch((error: unknown) => {
    tagsOnPage.delete(target);
    tag.stopFollowing();
    throw error;
  });
  await tag.loading;
  return tag.gtag;
}

/**
 * The page's one Consent Mode state, for a Google product about to load its own script (gtag.js, or a
 * Tag Manager container): set up by the first (default all denied, then the visitor's choices, followed
 * from here on), joined by the others, each told what it was. Every tag the page loads reads it.
 */
export function joinConsentMode(context: GoogleTagContext, target: Window): GoogleTagOnPage {
  const joined = tagsOnPage.get(target);
  if (!joined) return installConsentMode(context, target);
  joined.listeners.push(context.consentSent);
  context.consentSent(`gtag consent update ${joined.told} (one Consent Mode state for every Google tag on the page)`);
  return joined;
}

/**
 * A Google product whose own script was blocked (a Tag Manager container) leaves the state: it is told
 * nothing more, and the state is dropped once no product is left on it, so a later one starts afresh.
 */
export function leaveConsentMode(tag: GoogleTagOnPage, consentSent: (signal: string) => void, target: Window): void {
  const at = tag.listeners.indexOf(consentSent);
  if (at >= 0) tag.listeners.splice(at, 1);
  if (tag.listeners.length > 0 || tagsOnPage.get(target) !== tag) return;
  tagsOnPage.delete(target);
  tag.stopFollowing();
}

/** The default before the tag, then the visitor's choices, followed from here on, and `js`. */
function installConsentMode(context: GoogleTagContext, target: Window): GoogleTagOnPage {
  const gtag = gtagOn(target);
  gtag('consent', 'default', { ...CONSENT_DEFAULT });
  context.consentSent(`gtag consent default ${describedConsent(CONSENT_DEFAULT)}`);
  // Empty, so the first update is always sent: it is how Google's tags learn the visitor has been asked.
  const tag: GoogleTagOnPage = { gtag, listeners: [context.consentSent], told: '', loading: undefined, stopFollowing: () => undefined };
  let restricted = false;
  const update = () => {
    const state = consentModeState(context);
    // US opt-out (issue 33 §2): Google's restricted data processing, beside ad_user_data and ad_personalization denied.
    const optedOut = context.consentFor('marketing').optedOutOfSale?.() === true;
    if (optedOut !== restricted) {
      restricted = optedOut;
      gtag('set', 'restricted_data_processing', optedOut);
      for (const listener of tag.listeners) listener(`gtag set restricted_data_processing ${optedOut}`);
    }
    if (describedConsent(state) === tag.told) return;
    tag.told = describedConsent(state);
    gtag('consent', 'update', { ...state });
    for (const listener of tag.listeners) listener(`gtag consent update ${tag.told}`);
  };
  update();
  const stops = (['analytics', 'marketing'] as const).map((purpose) => context.consentFor(purpose).subscribe(update));
  tag.stopFollowing = () => stops.forEach((stop) => stop());
  gtag('js', new Date());
  tagsOnPage.set(target, tag);
  return tag;
}
