import { createFileRoute } from '@tanstack/react-router';
import { useAnalytics } from '../ui/hooks/use-analytics';

/**
 * A product page, as a product adds one: this file is the whole of it. Its path is its file name,
 * it sits inside the shell (banner, privacy link, page views), and it tracks through the shell.
 */
export const Route = createFileRoute('/pricing')({
  component: PricingPage,
  staticData: { title: 'Pricing' },
});

const PLANS = ['Starter', 'Pro'] as const;

function PricingPage() {
  const analytics = useAnalytics();
  return (
    <>
      <h1>Pricing</h1>
      <ul className="actions">
        {PLANS.map((plan) => (
          <li key={plan}>
            <button type="button" onClick={() => analytics.track('Plan Chosen', { plan })}>
              Choose {plan}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
