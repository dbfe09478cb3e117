import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../../tests/setup/msw';
import { renderInRoute } from '../../../tests/setup/renderInRoute';
import { localeStore } from '../../i18n';
import HeaderAlerts from './HeaderAlerts';

let open = 3;
const server = setupServer(handle('getAlertCount', () => ({ open, acknowledged: 1 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => localeStore.set(undefined));

const showBell = () =>
  renderInRoute(
    () => <HeaderAlerts />,
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );

describe('the header’s alerts', () => {
  it('says how many alerts are open and leads to them', async () => {
    open = 3;
    showBell();
    const bell = await screen.findByRole('link', { name: '3 open alerts' });
    expect(bell).toHaveAttribute('href', '/alerts');
    expect(bell).toHaveTextContent('3');
  });

  it('says so when none is open, in Tamil too', async () => {
    open = 0;
    act(() => localeStore.set('ta'));
    showBell();
    expect(
      await screen.findByRole('link', { name: 'கவனிக்க வேண்டிய எச்சரிக்கை இல்லை' }),
    ).toBeInTheDocument();
  });
});
