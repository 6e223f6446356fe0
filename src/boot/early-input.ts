/**
 * Between the first paint (from HTML) and hydration the page is on screen but React is not yet
 * listening: a tap on "I Understand" or a keyboard shortcut would be lost, and the visitor would have
 * to do it again. The boot script keeps them (keepEarlyInput) and, once the app has taken the page
 * over, replays them in order on the same elements (`replay`). Should the app not come (its script
 * failed, or no hand-off by the deadline), it stands down instead (`standDown`): nothing is kept any
 * more, a kept decision is stored by the boot script itself, and the other taps are the browser's own;
 * a deciding tap ("I Understand", "Accept all", "Reject all") from then on is stored by the boot script at once.
 */

import { DECIDES_CONSENT_ATTRIBUTE, type BannerDecision } from '../domain/page-document';

type Kept =
  | { readonly kind: 'click'; readonly target: HTMLElement; readonly path: readonly number[]; readonly text: string }
  | { readonly kind: 'keydown'; readonly target: EventTarget; readonly init: KeyboardEventInit };
type KeptClick = Extract<Kept, { kind: 'click' }>;

/** Where an element sits under the root, as child indexes: hydration keeps the nodes, but a part React renders afresh has new ones in the same places. */
function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement)
    path.unshift([...(node.parentElement?.children ?? [])].indexOf(node));
  return path;
}

/** The element a kept tap was on: the same node, or the one now in its place with the same tag and words; none when it is gone (a banner already taken away). */
function elementNow(root: Element, kept: KeptClick): HTMLElement | undefined {
  if (kept.target.isConnected) return kept.target;
  const element = kept.path.reduce<Element | undefined>((node, index) => node?.children[index], root);
  return element instanceof HTMLElement && element.tagName === kept.target.tagName && element.textContent === kept.text
    ? element
    : undefined;
}

/** What a banner button decides, when it is one that decides. */
const decisionOf = (element: Element): BannerDecision | undefined => {
  const decides = element.getAttribute(DECIDES_CONSENT_ATTRIBUTE);
  return decides === 'accept' || decides === 'decline' ? decides : undefined;
};

/** How long a held link waits for the app before the boot script stands down and the browser follows it (an app that never arrives must not trap the visitor). */
export const LINK_PATIENCE_MS = 5000;

/** A plain left click on a link of this site that the browser would follow in this tab. */
function followedHere(event: MouseEvent, link: HTMLAnchorElement, win: Window): boolean {
  const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
  return plain && (link.target === '' || link.target === '_self') && !link.hasAttribute('download') && link.origin === win.location.origin;
}

export interface EarlyInputHooks {
  /** At the first input: a visitor acting on the page need not wait any longer for its app. */
  readonly onFirstInput?: () => void;
  /** A deciding tap is kept (true) or no longer pending (false): the banner hides meanwhile. */
  readonly onDecisionPending?: (pending: boolean) => void;
  /** Stores a kept decision when the app will not (the boot script stands down, or the visitor leaves before it came). */
  readonly storeDecision?: (decision: BannerDecision) => void;
  /** A held link's patience ran out: the boot script stands down (and this input with it). */
  readonly onLinkPatienceOut?: () => void;
}

export interface EarlyInput {
  /** The app handles input now: stop keeping it and replay what was kept, in order. */
  replay(): void;
  /**
   * The app will not take the page over: stop keeping input, store a kept decision, and let the browser have the rest
   * (a held link followed, another button clicked as the browser's own click); key presses were the browser's already.
   * `followLinks` false when the page is being left anyway.
   */
  standDown(followLinks?: boolean): void;
}

/**
 * Keeps clicks on the page's buttons (held back: nothing handles them yet) and key presses (left to
 * the browser too) until replayed. A link is left to the browser (a plain page load), unless a tap
 * is already kept: it would be lost with the page, so the link waits for the app too, and is replayed
 * after it (the router's navigation), or followed by the browser should the app not come within 5 s.
 */
export function keepEarlyInput(rootOf: () => Element | null, win: Window, hooks: EarlyInputHooks = {}): EarlyInput {
  const kept: Kept[] = [];
  let listening = true;
  const keep = (input: Kept) => {
    kept.push(input);
    if (kept.length === 1) hooks.onFirstInput?.();
  };
  const hold = (event: MouseEvent, root: Element, target: HTMLElement) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    keep({ kind: 'click', target, path: pathFrom(root, target), text: target.textContent ?? '' });
  };
  const onClick = (event: MouseEvent) => {
    const root = rootOf();
    const element = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
    if (!root || !(element instanceof HTMLElement) || !root.contains(element)) return;
    if (element instanceof HTMLAnchorElement) {
      if (!kept.some((input) => input.kind === 'click') || !followedHere(event, element, win)) return;
      hold(event, root, element);
      win.setTimeout(() => listening && hooks.onLinkPatienceOut?.(), LINK_PATIENCE_MS);
      return;
    }
    // A decision hides the banner at once, as it will be once replayed or stored.
    if (decisionOf(element)) hooks.onDecisionPending?.(true);
    hold(event, root, element);
  };
  const onKeyDown = ({ target, key, code, altKey, ctrlKey, metaKey, shiftKey }: KeyboardEvent) => {
    // Only on a page the app will hydrate: a page it renders afresh had nothing on it to act on.
    if (target && rootOf())
      keep({ kind: 'keydown', target, init: { key, code, altKey, ctrlKey, metaKey, shiftKey, bubbles: true, cancelable: true } });
  };
  win.document.addEventListener('click', onClick, true);
  win.addEventListener('keydown', onKeyDown, true);
  /** Stops listening and hands back what was kept; nothing the second time. */
  const stop = (): Kept[] => {
    if (!listening) return [];
    listening = false;
    win.document.removeEventListener('click', onClick, true);
    win.removeEventListener('keydown', onKeyDown, true);
    return kept.splice(0);
  };
  // Stood down: the banner's deciding buttons are the boot script's to answer until the app comes, if it ever does.
  const decideWithoutTheApp = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target.closest('button') : null;
    const decision = element && rootOf()?.contains(element) ? decisionOf(element) : undefined;
    if (decision) hooks.storeDecision?.(decision);
  };
  return {
    replay() {
      win.document.removeEventListener('click', decideWithoutTheApp);
      const rootNow = rootOf();
      for (const input of stop()) {
        if (input.kind === 'click') (rootNow ? elementNow(rootNow, input) : undefined)?.click();
        else {
          const target = input.target instanceof Node && !input.target.isConnected ? win : input.target;
          target.dispatchEvent(new KeyboardEvent('keydown', input.init));
        }
      }
      // The app has handled a replayed decision (or the banner it was on is gone, and the banner is the app's to show).
      hooks.onDecisionPending?.(false);
    },
    standDown(followLinks = true) {
      if (!listening) return;
      const clicks = stop().filter((input): input is KeptClick => input.kind === 'click');
      // The decision first: the banner was hidden for it, and following a link leaves the page.
      for (const { target } of clicks) {
        const decision = decisionOf(target);
        if (decision) hooks.storeDecision?.(decision);
      }
      hooks.onDecisionPending?.(false);
      // From here a decision tapped is stored by the boot script, on this page or on one restored from the back/forward cache.
      win.document.addEventListener('click', decideWithoutTheApp);
      if (!followLinks) return;
      const links = clicks.flatMap(({ target }) => (target instanceof HTMLAnchorElement ? [target] : []));
      for (const { target } of clicks) if (!decisionOf(target) && !(target instanceof HTMLAnchorElement)) target.click();
      // The last link tapped is where the visitor meant to go.
      const link = links[links.length - 1];
      if (link) win.location.assign(link.href);
    },
  };
}
