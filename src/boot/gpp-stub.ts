/**
 * `__gpp` before the app (IAB GPP CMP API 1.1: "`__gpp` must always be a function … the CMP must queue
 * all calls … and execute them in the same order"). The boot script defines it first thing, so a tag
 * anywhere on the page can call it; every call is kept, and the IAB library, loaded after the first
 * paint (adapters/iab-gpp), takes the queue with `__gpp()` and answers each in order once the sections
 * are set. No listener is registered here (`__gpp('events')` is empty): `addEventListener` is queued
 * like the rest, so its "listenerRegistered" comes in its turn. Kept tiny: its bytes are in every page.
 */
export function installGppStub(win: Window): void {
  const page = win as Window & { __gpp?: (...args: unknown[]) => unknown };
  if (typeof page.__gpp === 'function') return;
  const queue: unknown[][] = [];
  page.__gpp = (...args) => (args.length === 0 ? queue : args[0] === 'events' ? [] : void queue.push(args));
}
