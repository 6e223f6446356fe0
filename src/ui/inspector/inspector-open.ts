/**
 * Whether the shell inspector is open on this page, for code outside its tree: `track()` checks
 * calls against the tracking plan only then (or in development), so zod stays off a visitor's page.
 */
let open = false;

export const isInspectorOpen = (): boolean => open;

export function setInspectorOpen(isOpen: boolean): void {
  open = isOpen;
}
