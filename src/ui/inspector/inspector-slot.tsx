import { lazy, Suspense, useEffect } from 'react';
import { setInspectorOpen } from './inspector-open';
import type { InspectorFeed } from './inspector-feed';
import { useInspectorToggle } from './use-inspector-toggle';

// The panel is its own chunk, fetched the first time it is opened: zero bytes on the critical path.
const ShellInspector = lazy(() => import('./shell-inspector'));

export function InspectorSlot({ feed }: { readonly feed: InspectorFeed }) {
  const [open, setOpen] = useInspectorToggle();
  useEffect(() => setInspectorOpen(open), [open]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ShellInspector feed={feed} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
