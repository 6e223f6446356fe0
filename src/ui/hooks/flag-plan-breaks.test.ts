import { describe, expect, it } from 'vitest';
import { ShellActivity } from '../../domain/shell-activity';
import { flagPlanBreaks } from './flag-plan-breaks';

describe('flagPlanBreaks (issue 23 §3)', () => {
  it('puts a call that breaks the tracking plan in the inspector, naming what is wrong', async () => {
    const activity = new ShellActivity();
    await flagPlanBreaks('Plan Chosen', { plan: 3 }, activity);
    await flagPlanBreaks('Plan Choosen', { plan: 'Pro' }, activity);
    expect(activity.entries.map(({ port, adapter, summary }) => ({ port, adapter, summary }))).toEqual([
      {
        port: 'analytics',
        adapter: 'tracking plan',
        summary: expect.stringMatching(/^event Plan Chosen breaks the tracking plan: plan: /),
      },
      {
        port: 'analytics',
        adapter: 'tracking plan',
        summary: 'event Plan Choosen breaks the tracking plan: "Plan Choosen" is not in the tracking plan',
      },
    ]);
  });

  it('says nothing of a call that keeps to the plan', async () => {
    const activity = new ShellActivity();
    await flagPlanBreaks('Plan Chosen', { plan: 'Pro', currentPage: '/pricing' }, activity);
    expect(activity.entries).toEqual([]);
  });
});
