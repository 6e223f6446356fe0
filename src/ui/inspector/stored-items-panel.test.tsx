import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LatestPerVendor } from '../../application/latest-per-vendor';
import type { PresentItem, StorageOwner } from '../../domain/stored-item';
import { StoredItemsPanel } from './stored-items-panel';

const PIXEL: StorageOwner = {
  label: 'Meta pixel',
  purpose: 'marketing',
  storage: [
    { name: '_fbp', kind: 'cookie', purpose: 'visitor-id', lifetime: { days: 90 } },
    { name: '_fbc', kind: 'cookie', purpose: 'visitor-id', lifetime: { days: 90 } },
  ],
};
const PLAUSIBLE: StorageOwner = { label: 'Plausible', purpose: 'analytics', storage: [] };

afterEach(() => {
  document.cookie = '_fbp=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
});

describe('the inspector’s view of what vendors store', () => {
  it('lists under each vendor the keys it declares, which are on the device now, and what a refusal removed', async () => {
    document.cookie = '_fbp=fb.1.2; Path=/';
    const removed = new LatestPerVendor<readonly PresentItem[]>();
    render(<StoredItemsPanel owners={[PIXEL, PLAUSIBLE]} removed={removed} />);

    const declared = screen.getByRole('list', { name: 'Meta pixel declares' });
    expect(declared).toHaveTextContent('_fbp (cookie): present (_fbp)');
    expect(declared).toHaveTextContent('_fbc (cookie): absent');
    expect(screen.queryByRole('list', { name: 'Plausible declares' })).not.toBeInTheDocument();

    document.cookie = '_fbp=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
    act(() => removed.report('Meta pixel', [{ kind: 'cookie', name: '_fbp' }]));
    expect(declared).toHaveTextContent('_fbp (cookie): absent');
    expect(screen.getByText('Meta pixel, removed after the refusal: _fbp')).toBeInTheDocument();

    document.cookie = '_fbc=fb.1.3; Path=/';
    await userEvent.click(screen.getByRole('button', { name: 'Look again' }));
    expect(declared).toHaveTextContent('_fbc (cookie): present (_fbc)');
    document.cookie = '_fbc=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
  });
});
