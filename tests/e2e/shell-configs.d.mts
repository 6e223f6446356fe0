/** A server's environment: variable name to value. */
export type ShellEnv = Readonly<Record<string, string>>;

export { e2eVariable, VENDOR_E2E_ENV } from '../support/vendor-e2e-fakes.mjs';

export declare const E2E_SENTRY_DSN: string;
export declare const SERVER_BASE_ENV: ShellEnv;

interface VendorsEnv {
  readonly VITE_SEGMENT_WRITE_KEY: string;
  readonly VITE_META_PIXEL_ID: string;
  readonly VITE_HOTJAR_SITE_ID: string;
  readonly VITE_SENTRY_DSN: string;
}

export declare const CONFIGS: {
  readonly memory: ShellEnv;
  readonly optinMemory: ShellEnv & { readonly VITE_CONSENT_MODE: 'opt-in' };
  readonly pixelOff: ShellEnv & { readonly VITE_PIXEL_SINK: 'memory' };
  readonly vendors: ShellEnv & VendorsEnv;
  readonly optin: ShellEnv & VendorsEnv & { readonly VITE_CONSENT_MODE: 'opt-in' };
  readonly auto: ShellEnv & VendorsEnv & { readonly VITE_CONSENT_MODE: 'auto' };
  readonly autoCloudFront: ShellEnv & {
    readonly VITE_CONSENT_MODE: 'auto';
    readonly CONSENT_COUNTRY_HEADER: string;
    readonly CONSENT_OPT_IN_COUNTRIES: string;
  };
  readonly autoVercel: ShellEnv & { readonly VITE_CONSENT_MODE: 'auto'; readonly CONSENT_COUNTRY_HEADER: string };
  readonly alternates: ShellEnv & { readonly VITE_CLARITY_PROJECT_ID: string; readonly VITE_PIXEL_SINK: 'meta-pixel' };
  readonly posthog: ShellEnv & { readonly VITE_POSTHOG_KEY: string; readonly VITE_POSTHOG_HOST: string };
  readonly plausible: ShellEnv & { readonly VITE_PLAUSIBLE_DOMAIN: string };
  readonly ga4: ShellEnv & { readonly VITE_GA4_MEASUREMENT_ID: string };
  readonly consentSignals: ShellEnv & {
    readonly VITE_CONSENT_MODE: 'opt-in';
    readonly VITE_SEGMENT_WRITE_KEY: string;
    readonly VITE_META_PIXEL_ID: string;
    readonly VITE_CLARITY_PROJECT_ID: string;
  };
  readonly consentSignalsGa4: ShellEnv & { readonly VITE_CONSENT_MODE: 'opt-in'; readonly VITE_GA4_MEASUREMENT_ID: string };
  readonly twoAnalytics: ShellEnv & { readonly VITE_SEGMENT_WRITE_KEY: string; readonly VITE_GA4_MEASUREMENT_ID: string };
  /** Every vendor's e2e variables but those left out (tests/support/vendor-e2e-fakes.mjs): read one with `e2eVariable`. */
  readonly fullTagSet: ShellEnv & { readonly VITE_CONSENT_MODE: 'opt-in' };
};
