import type { ConsentDecision } from '../domain/consent-engine';
import type { ConsentState } from '../domain/consent';
import type { LaterTask } from '../platform/later-task';
import type { ConsentReader } from '../ports/consent-store.port';

/** The consent store as the vendors hear it, and the page's way to tell them at once as it is left. */
export interface ConsentHeardByVendors extends ConsentReader {
  /** The page is being left (pagehide): the vendors hear the newest decision now, as there is no frame left to protect. */
  hearNow(): void;
}

/**
 * Issue 23 §4: a consent button's click does the state change and the paint; the vendors hear of the
 * decision after that frame. The UI reads the store itself and hides the banner in the click's own
 * frame; the pipelines (which then start an SDK or send what they held), the adapters' own consent
 * calls (through AdapterContext.consentFor) and the clearing of a refused purpose's storage read this
 * view instead, which takes a decision in a later task (`later`, after the next paint). They hear it
 * all in that one task, in the order they subscribed, so a pipeline still hears before its adapter
 * and a storage clearing queued in a microtask still runs after every vendor's own stop call. Several
 * decisions before that task are one: the newest. What the click must keep (the decision in storage,
 * its consent record in the outbox) is still written in the click, so a reload to stop a vendor,
 * asked for by an adapter as it hears a withdrawal, finds both kept.
 */
export function consentHeardByVendors(store: ConsentReader, later: LaterTask): ConsentHeardByVendors {
  let heard: ConsentDecision = store.getSnapshot();
  let asked = false;
  const listeners = new Set<(state: ConsentState) => void>();
  const hearNow = () => {
    asked = false;
    const next = store.getSnapshot();
    if (next.state === heard.state) {
      heard = next;
      return;
    }
    heard = next;
    for (const listener of [...listeners]) listener(next.state);
  };
  store.subscribe(() => {
    if (asked) return;
    asked = true;
    later(hearNow);
  });
  return {
    getSnapshot: () => heard,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hearNow,
  };
}
