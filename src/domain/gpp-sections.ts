/**
 * The IAB Global Privacy Platform (GPP): what the shell tells ad and measurement vendors through
 * `__gpp`, as section field values. Pure: the visitor's situation in, the sections out. The IAB's own
 * library encodes them (adapters/iab-gpp); nothing here knows bits or base64.
 *
 * One more regime joins by one more `GppSituation` kind and its case in `gppSignalOf`: IAB TCF's EU
 * section (`tcfeuv2`) would be `{ kind: 'eu', ... }` mapped to a `tcfeuv2` section of its fields. The
 * adapter writes whatever fields a section has, the boot script's stub queues any command, and the
 * ledger and the inspector keep the encoded string, so none of them changes (docs/gpp.md).
 */

/**
 * What the GPP string is derived from, and only this. `us`: the visitor is in the United States,
 * `state` their state's two-letter code when the CDN names it; each opt-out true once the visitor (or
 * their browser's Global Privacy Control) opted out. `not-applicable`: no section applies (GPP's -1).
 */
export type GppSituation =
  | { readonly kind: 'not-applicable' }
  | {
      readonly kind: 'us';
      readonly state: string | undefined;
      readonly saleOptOut: boolean;
      readonly sharingOptOut: boolean;
      readonly targetedAdvertisingOptOut: boolean;
      readonly gpc: boolean;
    };

/** A field's value as the IAB's section specifications type them. */
export type GppFieldValue = number | boolean | string | readonly number[] | readonly boolean[];

/** One section, by its API prefix (`usnat`, `usca`), with the values of its fields by their IAB names. */
export interface GppSection {
  readonly name: string;
  readonly fields: Readonly<Record<string, GppFieldValue>>;
}

/** What `__gpp` answers: the sections in the string, and those in force (none: GPP's `[-1]`). */
export interface GppSignal {
  readonly applicableSections: readonly string[];
  readonly sections: readonly GppSection[];
}

// The MSPA's two-bit answers (every US section): 0 not applicable, 1 yes, 2 no.
const NOT_APPLICABLE = 0;
const YES = 1;
const NO = 2;

/**
 * The state sections the IAB has published (GPP section IDs 8 to 27), by the state's postal code.
 * A state without one is covered by `usnat` alone.
 */
export const GPP_STATE_SECTIONS: Readonly<Record<string, string>> = {
  CA: 'usca',
  CO: 'usco',
  CT: 'usct',
  DE: 'usde',
  FL: 'usfl',
  IA: 'usia',
  IN: 'usin',
  KY: 'usky',
  MD: 'usmd',
  MN: 'usmn',
  MT: 'usmt',
  NE: 'usne',
  NH: 'usnh',
  NJ: 'usnj',
  OR: 'usor',
  RI: 'usri',
  TN: 'ustn',
  TX: 'ustx',
  UT: 'usut',
  VA: 'usva',
};

/**
 * The sections for a situation. In the US, `usnat` always, and the visitor's state's own section
 * beside it, both in force: the shell offers one opt-out for every state (the MSPA's national
 * approach), and a vendor that reads only its state's section finds the same answers there.
 *
 * Every US section gets the same vocabulary; the adapter writes the fields a section has (usva has
 * no SharingOptOut, usca no TargetedAdvertisingOptOut). Notices are "given" (1): the privacy page and
 * the shell's opt-out (Cookie settings; the "Your Privacy Choices" link in opt-out mode) are on every
 * page. GPC is an opt-out of sale, sharing and targeted advertising (California's regulations,
 * § 7025), so it sets all three whatever else was chosen. Not an MSPA signatory: covered transaction
 * 2 (no), its modes 0 (not applicable). Sensitive data and children's data are left 0: the shell
 * processes neither.
 */
export function gppSignalOf(situation: GppSituation): GppSignal {
  if (situation.kind === 'not-applicable') return { applicableSections: [], sections: [] };
  const optedOut = (choice: boolean) => (choice || situation.gpc ? YES : NO);
  const fields: Record<string, GppFieldValue> = {
    SharingNotice: YES,
    SaleOptOutNotice: YES,
    SharingOptOutNotice: YES,
    TargetedAdvertisingOptOutNotice: YES,
    ProcessingNotice: YES,
    SaleOptOut: optedOut(situation.saleOptOut),
    SharingOptOut: optedOut(situation.sharingOptOut),
    TargetedAdvertisingOptOut: optedOut(situation.targetedAdvertisingOptOut),
    Gpc: situation.gpc,
    MspaCoveredTransaction: NO,
    MspaOptOutOptionMode: NOT_APPLICABLE,
    MspaServiceProviderMode: NOT_APPLICABLE,
    MspaMode: NOT_APPLICABLE,
  };
  const state = situation.state === undefined ? undefined : GPP_STATE_SECTIONS[situation.state.toUpperCase()];
  const names = state ? ['usnat', state] : ['usnat'];
  return { applicableSections: names, sections: names.map((name) => ({ name, fields })) };
}
