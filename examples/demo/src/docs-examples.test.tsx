import { useState } from 'react';
import { describe, expect, it } from 'vitest';

/**
 * The test examples the docs show, run (issue 36): each region between `// example:<name>:start` and
 * `// example:<name>:end` is the code block of the same name in README.md or docs/product/testing.md
 * (tests/generated-docs.test.ts fails when they differ; `npm run docs:generate` copies them over), so what
 * the docs tell a product team to write is what passes.
 */
// example:testing-page:start
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from 'shellkit/testing';
import { useAnalytics } from 'shellkit';

// A throwaway page for this test; 'Lead' is an event the tracking plan maps to ad vendors' names.
function Signup() {
  const analytics = useAnalytics();
  return (
    <button type="button" onClick={() => analytics.track('Lead', { source: 'signup' })}>
      Sign up
    </button>
  );
}
// example:testing-page:end

// example:testing-status-page:start
// A page that says "Saved" in a status message of its own.
function Settings() {
  const [saved, setSaved] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSaved(true)}>
        Save
      </button>
      <p role="status">{saved ? 'Saved' : ''}</p>
    </>
  );
}
// example:testing-status-page:end

describe('the test examples in the docs', () => {
  it("README's: the pricing page's choice, recorded as the product tracked it", async () => {
    // example:readme-test:start
    const { fakes } = await renderWithShell({ path: '/pricing', consent: 'accepted' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    expect(fakes.analytics.events).toEqual([{ name: 'Plan Chosen', properties: { currentPage: '/pricing', plan: 'Pro' } }]);
    // example:readme-test:end
  });

  it("docs/product/testing.md's: a throwaway page's event that the tracking plan maps to vendors, recorded as the product tracked it", async () => {
    // example:testing-render:start
    const { fakes } = await renderWithShell({
      path: '/signup',
      pages: [{ path: '/signup', component: Signup, title: 'Sign up' }],
      consent: 'accepted',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(fakes.analytics.events).toEqual([{ name: 'Lead', properties: { currentPage: '/signup', source: 'signup' } }]);
    expect(fakes.pixel.events).toEqual(fakes.analytics.events);
    expect(fakes.analytics.pageViews).toHaveLength(1);
    // example:testing-render:end
  });

  it("docs/product/testing.md's: a page's own role=\"status\", found beside the shell's live region", async () => {
    // example:testing-status:start
    const { page } = await renderWithShell({
      path: '/settings',
      pages: [{ path: '/settings', component: Settings, title: 'Settings' }],
      consent: 'accepted',
    });
    // The shell has a live region of its own (role="status", outside <main>): screen.getByRole('status') finds two.
    expect(screen.getAllByRole('status')).toHaveLength(2);
    // `page` queries the page alone (within its <main>).
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    expect(page.getByRole('status')).toHaveTextContent('Saved');
    // example:testing-status:end
  });
});
