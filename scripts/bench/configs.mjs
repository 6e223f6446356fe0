// The configs the bench serves, each a production server's environment over the one lazy build (a
// config is variables, never a build). Made from the end-to-end presets (tests/e2e/shell-configs.mjs),
// so the vendors and their test ids are written there and nowhere here.
import { CONFIGS } from '../../tests/e2e/shell-configs.mjs';

const withoutConsentMode = (env) => Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'VITE_CONSENT_MODE'));

export const BENCH_CONFIGS = {
  /** Today's lazy config, the e2e "vendors" preset: Segment, the Meta pixel, Hotjar, Sentry with replay (notice mode). */
  lazy: { ...CONFIGS.vendors },
  /**
   * The full tag set (issue 23) in the default notice mode: every vendor runs from the first page, so
   * the first visit, the returning visit and a click on "Track sample event" all carry every one of them.
   */
  fullTagSet: withoutConsentMode(CONFIGS.fullTagSet),
  /**
   * The full tag set as its preset has it, in opt-in mode: there "Accept all" grants every purpose, so
   * that click is the one that starts every vendor, the heaviest decision a visitor can make.
   */
  fullTagSetOptIn: { ...CONFIGS.fullTagSet },
  /** No vendor variable: every port on its in-memory adapter. The same click's baseline. */
  noVendor: { ...CONFIGS.memory },
};
