import type { EnvSource } from '../domain/env-source';
import type { ConfigResult, ShellConfig } from '../domain/shell-config';
import { parseShellEnv, shellEnvVariables } from '../domain/shell-config.schema';
import type { VendorOrigins } from '../domain/vendor-facts';
import { chosenDescriptors } from './chosen-descriptors';
import { DEFAULT_VENDORS, VENDORS } from './vendor-registry';

/** The shell config from the environment, against every vendor's variables: the server, the build and `npm run dev` all read it here. */
export const shellConfigFromEnv = (env: EnvSource): ConfigResult<ShellConfig> => parseShellEnv(env, VENDORS, DEFAULT_VENDORS);

/** Every variable the shell config reads; README and .env.example document each one. */
export const SHELL_ENV_VARIABLES: readonly string[] = shellEnvVariables(VENDORS);

/** The CSP origins the config's vendors ask for, each from its own descriptor. */
export function vendorOrigins(config: ShellConfig): readonly VendorOrigins[] {
  return chosenDescriptors(config).map((descriptor) => descriptor.origins(config.vendors[descriptor.port].options));
}
