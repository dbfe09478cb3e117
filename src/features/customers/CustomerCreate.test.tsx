import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@rules/india';
import { handle } from '../../../tests/setup/msw';
import { renderAt } from '../../../tests/setup/renderAt';
import { localeStore } from '../../i18n';
import { authState } from '../../lib/session';
import { adminSession as admin } from '../../../tests/setup/sessions';

const first14 = '33AAACA1234A1Z';
const valid = first14 + gstinCheckCharacter(first14);
const mistyped = first14 + (valid.endsWith('0') ? '1' : '0');

const saved: string[] = [];
const server = setupServer(
  handle('getCustomerDataFromDB', []),
  handle('postCustomerData', () => {
    saved.push('customer');
    return { ok: true, customerId: 'C-1', state: 'Tamil Nadu' };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  saved.length = 0;
  act(() => localeStore.set('en'));
  authState.signedOut();
});
afterAll(() => server.close());

function open() {
  authState.signedIn('root');
  return renderAt('/customer-create', admin);
}

const input = (label: RegExp) => screen.getByRole('textbox', { name: label });

// The first render loads the real route tree and the screen's chunk: slow on a busy machine.
describe('customer-create', { timeout: 20_000 }, () => {
  it('shows the state a typed GSTIN gives, in place of the state to pick', async () => {
    open();
    const gstin = await screen.findByRole('textbox', { name: /GSTIN/ }, { timeout: 15_000 });
    expect(screen.getByRole('combobox', { name: /^State/ })).toBeInTheDocument();
    fireEvent.change(gstin, { target: { value: valid.toLowerCase() } });
    expect(await screen.findByText('State from GSTIN: Tamil Nadu')).toBeInTheDocument();
    expect(screen.getByText('Tamil Nadu (from the GSTIN)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^State/ })).not.toBeInTheDocument();
  });

  it('names a mistyped GSTIN by its check character', async () => {
    open();
    const gstin = await screen.findByRole('textbox', { name: /GSTIN/ }, { timeout: 15_000 });
    fireEvent.change(gstin, { target: { value: mistyped } });
    expect(await screen.findByText(/last character does not match/)).toBeInTheDocument();
  });

  it('says so in Tamil on a Tamil screen', async () => {
    act(() => localeStore.set('ta'));
    open();
    const gstin = await screen.findByRole('textbox', { name: /GSTIN/ }, { timeout: 15_000 });
    fireEvent.change(gstin, { target: { value: mistyped } });
    expect(await screen.findByText(/கடைசி எழுத்து பொருந்தவில்லை/)).toBeInTheDocument();
  });

  it('refuses a PIN code starting with 0 and a short phone, naming the fields, and sends nothing', async () => {
    open();
    await screen.findByRole('textbox', { name: /GSTIN/ }, { timeout: 15_000 });
    fireEvent.change(input(/Customer name/), { target: { value: 'Sri Ganesh Knits' } });
    fireEvent.change(input(/PIN code/), { target: { value: '041001' } });
    fireEvent.change(input(/^Phone/), { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText('PIN code: 6 digits, not starting with 0.')).toBeInTheDocument();
    expect(screen.getByText('Phone: 10 digits, or + and the country code.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(saved).toEqual([]);
  });
});
