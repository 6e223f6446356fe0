import type { EnvSource } from '../domain/env-source';
import type { ConfigResult, ShellConfig } from '../domain/shell-config';
import { LANGUAGE_VARIABLES, parseLanguageEnv } from '../domain/language-config.schema';
import { parseShellEnv, shellEnvVariables, type PortDefaults } from '../domain/shell-config.schema';
import { SHIPPED_LANGUAGES } from '../i18n/catalogs';
import { VENDOR_PORTS, type VendorOrigins } from '../domain/vendor-facts';
import { EMBED_VARIABLES, parseEmbedEnv } from '../domain/embed-config.schema';
import { EMBED_SERVICES } from './embed-registry';
import type { VendorContributions } from './vendor-composition';
import { vendorContributions } from './vendor-contributions';

/** The shell config read from the environment against a set of vendors: the registry's, and a product's own beside them. */
export interface ShellEnv {
  /** The shell config from the environment, against every vendor's variables: the server, the build and `npm run dev` all read it here. */
  readonly configFromEnv: (env: EnvSource) => ConfigResult<ShellConfig>;
  /** Every variable the shell config reads. */
  readonly variables: readonly string[];
  /** The CSP origins every vendor the config switched on asks for, each from its own descriptor and options. */
  readonly vendorOrigins: (config: ShellConfig) => readonly VendorOrigins[];
}

/** Every vendor's variables, defaults and origins, from what it contributed to the container. */
export function shellEnv(vendors: VendorContributions): ShellEnv {
  const defaults = Object.fromEntries(VENDOR_PORTS.map((port) => [port, vendors.defaultFor(port)])) as unknown as PortDefaults;
  return {
    configFromEnv(env) {
      const shell = parseShellEnv(env, vendors.all, defaults);
      // The languages are validated apart (src/domain/language-config.schema.ts) against the catalogs the shell ships.
      const languages = parseLanguageEnv(env, SHIPPED_LANGUAGES);
      // The embed services too (src/domain/embed-config.schema.ts), against the shell's (src/composition/embed-registry.ts).
      const embeds = parseEmbedEnv(env, EMBED_SERVICES);
      if (!shell.ok || !languages.ok || !embeds.ok) {
        // One message: the first's heading, then every bad variable's line.
        const [first = '', ...rest] = [shell, languages, embeds].flatMap((result) => (result.ok ? [] : [result.error]));
        return { ok: false, error: [first, ...rest.map((error) => error.split('\n').slice(1).join('\n'))].join('\n') };
      }
      return {
        ok: true,
        config: { ...shell.config, languages: languages.config, ...(embeds.config.length > 0 ? { embeds: embeds.config } : {}) },
      };
    },
    variables: [...shellEnvVariables(vendors.all), ...LANGUAGE_VARIABLES, ...EMBED_VARIABLES],
    vendorOrigins: (config) => [
      ...vendors.switchedOnBy(config).map(({ descriptor, options }) => descriptor.origins(options)),
      ...(config.embeds ?? []).map(({ frameOrigins }) => ({ frameSrc: frameOrigins })),
    ],
  };
}

// Read once: the shell's own vendors (the registry). A product's build and server read its own vendors beside them
// (product-shell-env.ts, vite/index.ts).
const registryEnv = shellEnv(vendorContributions());

/** The shell config from the environment, against the registry's vendors. */
export const shellConfigFromEnv = registryEnv.configFromEnv;

/** Every variable the shell config reads; docs/configuration.md (docs/product/vendors.md for the vendors') and .env.example document each one. */
export const SHELL_ENV_VARIABLES: readonly string[] = registryEnv.variables;

/** The CSP origins every vendor the config switched on asks for, each from its own descriptor and options. */
export const vendorOrigins = registryEnv.vendorOrigins;
