import { useEffect, useState } from 'react';

/** `?shell-inspect` anywhere in the URL opens the inspector on load. */
export const INSPECT_PARAM = 'shell-inspect';

/** Alt+Shift+I: not taken by browsers or screen readers on the common platforms (Ctrl+Shift+I opens devtools). */
export const isInspectorShortcut = (event: KeyboardEvent) => event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyI';

/** Whether the inspector is open, and a way to close it. Costs one key listener until it is first opened. */
export function useInspectorToggle(): readonly [boolean, (open: boolean) => void] {
  // Closed in the first render, as in the prerendered HTML (which cannot see the URL's query); opened right after.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has(INSPECT_PARAM)) setOpen(true);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isInspectorShortcut(event)) return;
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return [open, setOpen] as const;
}
