import { createFileRoute } from '@tanstack/react-router';
import { useAnalytics } from 'shellkit';
import { PLANS, PLANS_TEXTS as TEXTS } from '../page-texts';

/** The test product's second page: a title of its own, and a list of choices, each a button that tracks 'Plan Chosen'. */
export const Route = createFileRoute('/plans')({
  component: PlansPage,
  staticData: { title: TEXTS.title },
});

function PlansPage() {
  const analytics = useAnalytics();
  return (
    <>
      <h1>{TEXTS.title}</h1>
      <ul className="actions">
        {PLANS.map((plan) => (
          <li key={plan}>
            <button type="button" onClick={() => analytics.track('Plan Chosen', { plan })}>
              {TEXTS.choose(plan)}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
