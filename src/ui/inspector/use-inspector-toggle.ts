import { useEffect, useState } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { INSPECT_PARAM } from '../../domain/inspect-param';

/** Alt+Shift+I: not taken by browsers or screen readers on the common platforms (Ctrl+Shift+I opens devtools). */
export const isInspectorShortcut = (event: KeyboardEvent) =>
  event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyI';

/** Whether the inspector is open, and a way to close it. Costs one key listener until it is first opened. */
export function useInspectorToggle(): readonly [boolean, (open: boolean) => void] {
  const [openedByUrl] = useState(() => new URLSearchParams(window.location.search).has(INSPECT_PARAM));
  // Closed in a hydrating render, as in the prerendered HTML (which cannot see the query); opened right after.
  const openOnLoad = useHydrated() && openedByUrl;
  const [toggled, setToggled] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isInspectorShortcut(event)) return;
      event.preventDefault();
      setToggled((wasOpen) => !(wasOpen ?? openedByUrl));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openedByUrl]);
  return [toggled ?? openOnLoad, setToggled] as const;
}
