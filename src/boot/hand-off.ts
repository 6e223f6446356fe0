/**
 * The seam between the boot script and the app, two separately bundled programs: the boot script
 * offers what the app must run once it has taken the page over, on a global; the app runs it once.
 */
const HAND_OFF_KEY = '__shellkitHandOff';
type WithHandOff = Window & { [HAND_OFF_KEY]?: (() => void) | undefined };

/** The boot script's side: what handing off does (stop keeping the page view, replay kept input). */
export function offerHandOff(win: Window, handOffToTheApp: () => void): void {
  (win as WithHandOff)[HAND_OFF_KEY] = handOffToTheApp;
}

/**
 * The app's side, once its first page view is in a pipeline (composition/bootstrap.tsx): from then
 * on the page is the app's. Runs once; nothing on a page without the boot script (tests, `npm run dev`).
 */
export function handOff(win: Window): void {
  const handOffToTheApp = (win as WithHandOff)[HAND_OFF_KEY];
  (win as WithHandOff)[HAND_OFF_KEY] = undefined;
  handOffToTheApp?.();
}
