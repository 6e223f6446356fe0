import { describe, expect, it } from 'vitest';
import { messages as en } from '../../src/i18n/messages/en';
import { SWITCH_NAMES } from 'shellkit-audit/shellkit';

describe('the audit’s switch names', () => {
  it('are the English catalog’s purpose names, so `--withdraw` finds each switch', () => {
    for (const [purpose, name] of Object.entries(SWITCH_NAMES)) expect(name).toBe(en.purposes[purpose as keyof typeof en.purposes].name);
  });
});
