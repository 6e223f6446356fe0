/**
 * Issue 25: how the shell stops a vendor that nothing in the page can stop (a heatmap recorder, a tag with no consent API): the
 * page is reloaded, once however many vendors ask, in a task after the one that asked. A decision
 * is stored and its consent record written to the outbox synchronously, in the task that made it,
 * so both are kept before the page goes. The reload keeps the URL (its hash included), and the
 * visitor's scroll position comes back as it does on any reload: the browser restores it, and the
 * router leaves it where it is as the app takes the page over (composition/router.ts).
 */
export function reloadToStop(target: Pick<Window, 'location' | 'setTimeout'> = window): () => void {
  let asked = false;
  return () => {
    if (asked) return;
    asked = true;
    target.setTimeout(() => target.location.reload(), 0);
  };
}
