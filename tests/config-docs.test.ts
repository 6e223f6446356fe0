// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV_VARIABLES } from '../server/config/server-config.schema';
import { SHELL_ENV_VARIABLES } from '../src/composition/shell-env';

/**
 * A variable the schema reads but the docs never mention is one a developer cannot find. The reference
 * is docs/configuration.md for the shell's and the server's variables, and docs/product/vendors.md
 * (its generated table and what each variable means) for the vendors'.
 */
const REFERENCE = ['docs/configuration.md', 'docs/product/vendors.md'];

describe('every config variable is documented', () => {
  const variables = [...new Set([...SHELL_ENV_VARIABLES, ...SERVER_ENV_VARIABLES])];
  const undocumentedIn = (text: string) => variables.filter((variable) => !new RegExp(`\\b${variable}\\b`).test(text));

  it('the reference (docs/configuration.md, docs/product/vendors.md) names each variable the build and the server read', () => {
    expect(undocumentedIn(REFERENCE.map((file) => readFileSync(file, 'utf8')).join('\n'))).toEqual([]);
  });

  it('.env.example names each variable the build and the server read', () => {
    expect(undocumentedIn(readFileSync('.env.example', 'utf8'))).toEqual([]);
  });
});
