/**
 * Between the first paint (from HTML) and hydration the page is on screen but React is not yet
 * listening: a tap on "I Understand" or a keyboard shortcut would be lost, and the visitor would have
 * to do it again. The inline loader keeps them (keepEarlyInput) and the app replays them once it has
 * taken the page over (replayEarlyInput), in order, on the same elements. A tap that decides hides the
 * banner at once, as the app would.
 */

import { DECIDED_VISITOR_ATTRIBUTE, DECIDES_CONSENT_ATTRIBUTE } from '../domain/page-document';

/** Where the loader leaves the replay for the app: a global, since the two are separate scripts. */
const EARLY_INPUT_KEY = '__shellkitEarlyInput';

type Kept =
  | { readonly kind: 'click'; readonly target: HTMLElement; readonly path: readonly number[]; readonly text: string }
  | { readonly kind: 'keydown'; readonly target: EventTarget; readonly init: KeyboardEventInit };
type WithEarlyInput = Window & { [EARLY_INPUT_KEY]?: (() => void) | undefined };

/** Where an element sits under the root, as child indexes: hydration keeps the nodes, but a part React renders afresh has new ones in the same places. */
function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement)
    path.unshift([...(node.parentElement?.children ?? [])].indexOf(node));
  return path;
}

/** The element a kept tap was on: the same node, or the one now in its place with the same tag and words; none when it is gone (a banner already taken away). */
function elementNow(root: Element, kept: Extract<Kept, { kind: 'click' }>): HTMLElement | undefined {
  if (kept.target.isConnected) return kept.target;
  const element = kept.path.reduce<Element | undefined>((node, index) => node?.children[index], root);
  return element instanceof HTMLElement && element.tagName === kept.target.tagName && element.textContent === kept.text
    ? element
    : undefined;
}

/** How long a held link waits for the app before the browser follows it itself (an app that never arrives must not trap the visitor). */
const LINK_PATIENCE_MS = 5000;

/** A plain left click on a link of this site that the browser would follow in this tab. */
function followedHere(event: MouseEvent, link: HTMLAnchorElement, win: Window): boolean {
  const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
  return plain && (link.target === '' || link.target === '_self') && !link.hasAttribute('download') && link.origin === win.location.origin;
}

/**
 * Keeps clicks on the page's buttons (held back: nothing handles them yet) and key presses (left to
 * the browser too) until replayed. A link is left to the browser (a plain page load), unless a tap
 * is already kept: it would be lost with the page, so the link waits for the app too, and is replayed
 * after it (the router's navigation), or followed by the browser should the app not come within 5 s.
 * `onFirstInput` runs at the first input: a visitor acting on the page need not wait any longer for its app.
 */
export function keepEarlyInput(rootOf: () => Element | null, win: Window, onFirstInput: () => void = () => undefined): void {
  const kept: Kept[] = [];
  let replayed = false;
  const keep = (input: Kept) => {
    kept.push(input);
    if (kept.length === 1) onFirstInput();
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
      win.setTimeout(() => {
        if (!replayed) win.location.assign(element.href);
      }, LINK_PATIENCE_MS);
      return;
    }
    // A decision hides the banner at once, as it will be once replayed: the mark the banner paint guard sets for a decided visitor.
    if (element.hasAttribute(DECIDES_CONSENT_ATTRIBUTE)) win.document.documentElement.setAttribute(DECIDED_VISITOR_ATTRIBUTE, '');
    hold(event, root, element);
  };
  const onKeyDown = ({ target, key, code, altKey, ctrlKey, metaKey, shiftKey }: KeyboardEvent) => {
    // Only on a page the app will hydrate: a page it renders afresh had nothing on it to act on.
    if (target && rootOf())
      keep({ kind: 'keydown', target, init: { key, code, altKey, ctrlKey, metaKey, shiftKey, bubbles: true, cancelable: true } });
  };
  win.document.addEventListener('click', onClick, true);
  win.addEventListener('keydown', onKeyDown, true);
  (win as WithEarlyInput)[EARLY_INPUT_KEY] = () => {
    replayed = true;
    win.document.removeEventListener('click', onClick, true);
    win.removeEventListener('keydown', onKeyDown, true);
    const rootNow = rootOf();
    for (const input of kept.splice(0)) {
      if (input.kind === 'click') (rootNow ? elementNow(rootNow, input) : undefined)?.click();
      else {
        const target = input.target instanceof Node && !input.target.isConnected ? win : input.target;
        target.dispatchEvent(new KeyboardEvent('keydown', input.init));
      }
    }
  };
}

/**
 * Once the app handles input itself: stops keeping it and replays what was kept. Nothing when the
 * loader kept nothing. Called in a microtask after the hydrated layout's first effects, which release
 * the banner paint guard: a decision kept meanwhile is replayed before the banner could be painted again.
 */
export function replayEarlyInput(win: Window): void {
  const replay = (win as WithEarlyInput)[EARLY_INPUT_KEY];
  (win as WithEarlyInput)[EARLY_INPUT_KEY] = undefined;
  replay?.();
}
