import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../testing/render-with-shell';

describe('privacy page: the embed services the site uses (issue 34 §1)', () => {
  it('names each one VITE_EMBEDS lists, its purpose, and that it receives anything only once loaded', async () => {
    await renderWithShell({ path: '/privacy', embeds: { VITE_EMBEDS: 'vimeo,youtube' } });
    const services = screen.getByRole('heading', { level: 2, name: 'Services we use' }).nextElementSibling as HTMLElement;
    const lines = within(services)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toContain(
      'Vimeo, content embedded in some pages, for analytics: only once you load it, it receives your IP address and the address of the page, and may store its own cookies.',
    );
    expect(lines.some((line) => line?.startsWith('YouTube, content embedded in some pages, for advertising'))).toBe(true);
  });

  it('names none on a site that lists none', async () => {
    await renderWithShell({ path: '/privacy' });
    expect(screen.queryByText(/content embedded in some pages/)).toBeNull();
  });
});
