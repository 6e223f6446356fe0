/**
 * The baseline the shell's overhead is measured against (scripts/bench/bytes.mjs): React 19 and
 * TanStack Router rendering the shell's two routes, `/` and `/privacy`, in StrictMode, with nothing
 * of the shell (no banner, ports, container, adapters, error capture, styles or fonts). Its pages
 * are a heading and a few lines each, so the shell's own page content counts as shell overhead.
 *
 * One button hides one element, React's plainest click (scripts/bench/interaction.mjs): the baseline
 * "Accept all" (opt-in's banner) is measured against in the same run, so a slow moment of the machine does not decide it.
 */
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function HideableNote() {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <aside aria-label="Note">
      <p>A note that one click hides.</p>
      <button type="button" onClick={() => setShown(false)}>
        Hide note
      </button>
    </aside>
  );
}

function HomePage() {
  return (
    <>
      <h1>Bare baseline</h1>
      <p>React and TanStack Router with the shell&rsquo;s two routes, and nothing of the shell around them.</p>
      <nav aria-label="Demo tabs">
        <Link to="/" search={{ tab: 'a' }}>
          Tab A
        </Link>
        <Link to="/" search={{ tab: 'b' }}>
          Tab B
        </Link>
      </nav>
      <HideableNote />
    </>
  );
}

function PrivacyPage() {
  return (
    <article>
      <h1>Privacy policy</h1>
      <p>Placeholder.</p>
    </article>
  );
}

const rootRoute = createRootRoute({
  component: () => (
    <>
      <main>
        <Outlet />
      </main>
      <footer>
        <Link to="/privacy">Privacy policy</Link>
      </footer>
    </>
  ),
});
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/privacy', component: PrivacyPage }),
]);
const router = createRouter({ routeTree, scrollRestoration: true });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">.');
createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
