// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV_VARIABLES } from '../server/config/server-config.schema';
import { SHELL_ENV_VARIABLES } from '../src/composition/shell-env';

/** A variable the schema reads but the docs never mention is one a developer cannot find. */
describe('every config variable is documented', () => {
  const variables = [...new Set([...SHELL_ENV_VARIABLES, ...SERVER_ENV_VARIABLES])];
  it.each(['README.md', '.env.example'])('%s names each variable the build and the server read', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(variables.filter((variable) => !new RegExp(`\\b${variable}\\b`).test(text))).toEqual([]);
  });
});
