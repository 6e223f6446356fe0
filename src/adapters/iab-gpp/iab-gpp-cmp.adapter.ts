import { CmpApi, CmpDisplayStatus, CmpStatus, GppModel, Sections, SignalStatus } from '@iabgpp/cmpapi';
import type { GppSection, GppSignal } from '../../domain/gpp-sections';
import type { GppCmp } from '../../ports/gpp-cmp.port';

/**
 * Shellkit has no CMP ID of the IAB's (cmpId 0 is what the CMP API spec allows "during stub/loading");
 * no US section carries it, only the ping does. A site with a registered CMP ID would set it here.
 */
const CMP_ID = 0;
const CMP_VERSION = 1;

/** What the boot script's stub (boot/gpp-stub.ts) answers when asked for its queue: every call, in order. */
type GppFunction = (...args: unknown[]) => unknown;
type WithGpp = Window & { __gpp?: GppFunction };

/** Section names to the IAB's section IDs, from the library (the IDs live there, nowhere else here). */
function sectionIds(names: readonly string[]): number[] {
  const ids = [...Sections.SECTION_ID_NAME_MAP.entries()];
  const idOf = (name: string) => ids.find(([, sectionName]) => sectionName === name)?.[0];
  const applicable = names.map(idOf).filter((id): id is number => id !== undefined);
  // GPP: "When no section is applicable, the value will be -1."
  return applicable.length > 0 ? applicable : [-1];
}

/**
 * Every field of the shell's vocabulary this section has: a field's presence per section is the
 * library's fact (it creates the section when a field is first set, then knows its fields).
 */
function writeSection(model: GppModel, { name, fields }: GppSection): void {
  const entries = Object.entries(fields);
  for (const [field, value] of entries) {
    try {
      model.setFieldValue(name, field, value);
    } catch {
      // A field this section does not have (InvalidFieldError): the section exists now, and the rest are checked below.
    }
  }
  for (const [field, value] of entries) if (model.hasField(name, field)) model.setFieldValue(name, field, value);
}

/** The GPP string of a signal, encoded by the IAB's library: the one encoder, for `__gpp` and for the ledger's records. */
export function encodeGpp(signal: GppSignal): string {
  const model = new GppModel();
  for (const section of signal.sections) writeSection(model, section);
  return model.encode();
}

/**
 * `__gpp` through the IAB's CmpApi. The stub's queue is taken before the library is made, and replayed
 * once the first signal is set, so a tag that called before the app is answered in order, with the
 * sections in force (the library alone would answer it at once, "loading" and empty).
 */
export class IabGppCmp implements GppCmp {
  readonly #api: CmpApi;
  readonly #queued: unknown[][];
  readonly #win: WithGpp;
  #shown = false;
  #sectionNames: readonly string[] = [];

  constructor(win: Window) {
    this.#win = win as WithGpp;
    const stub = this.#win.__gpp;
    let queued: unknown = [];
    try {
      queued = typeof stub === 'function' ? stub() : [];
    } catch {
      // A page's own __gpp that throws when asked for its queue: nothing is queued.
    }
    this.#queued = Array.isArray(queued) ? (queued as unknown[][]) : [];
    // The library asks `__gpp()` for queued calls and `__gpp('events')` for listeners: none, they are replayed below.
    this.#win.__gpp = () => [];
    this.#api = new CmpApi(CMP_ID, CMP_VERSION);
    this.#api.setCmpStatus(CmpStatus.LOADED);
  }

  show(signal: GppSignal, bannerVisible: boolean): void {
    const api = this.#api;
    // GPP 1.1: "signalStatus" is first and last of a chain of events; a first signal starts "not ready" already.
    if (this.#shown) api.setSignalStatus(SignalStatus.NOT_READY);
    const changed = new Set([...this.#sectionNames, ...signal.sections.map((section) => section.name)]);
    this.#sectionNames = signal.sections.map((section) => section.name);
    api.setGppString(encodeGpp(signal));
    api.setApplicableSections(sectionIds(signal.applicableSections));
    api.setCmpDisplayStatus(bannerVisible ? CmpDisplayStatus.VISIBLE : CmpDisplayStatus.HIDDEN);
    for (const name of changed) api.fireSectionChange(name);
    api.setSignalStatus(SignalStatus.READY);
    if (!this.#shown) {
      this.#shown = true;
      for (const call of this.#queued.splice(0)) this.#win.__gpp?.(...call);
    }
  }

  encode(signal: GppSignal): string {
    return encodeGpp(signal);
  }

  current(): string {
    return this.#api.getGppString();
  }
}
