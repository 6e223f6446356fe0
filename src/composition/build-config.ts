import type { ShellConfig } from '../domain/shell-config';

declare const __SHELL_CONFIG__: ShellConfig;

/** The config validated by vite.config.ts at build time and inlined as plain data (no zod in the bundle). */
export const buildConfig: ShellConfig = __SHELL_CONFIG__;
