import { act, fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageNames, type SessionInfo } from '@contract';
import { handle, problem } from '../../../../tests/setup/msw';
import { renderAt } from '../../../../tests/setup/renderAt';
import { localeStore } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { authState } from '../../../lib/session';
import type { VisitorRow } from './inside';

const guard: SessionInfo = {
  username: 'guard',
  email: 'guard@mill.test',
  roles: ['security'],
  pages: [...pageNames],
  isAdmin: false,
};

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const visitor = (passNo: string, name: string, inMinutes: number): VisitorRow => ({
  visitorId: `V-${passNo}`,
  passNo,
  name,
  phone: '9876543210',
  company: 'Acme Yarns',
  purpose: 'Sample',
  hostEmployee: 'R. Kumar',
  idProofType: 'Aadhaar',
  idProofNo: '1234',
  vehicleNo: null,
  hasPhoto: true,
  inTime: minutesAgo(inMinutes),
  outTime: null,
  status: 'in',
  emailedToHost: false,
  overstay: false,
  remarks: null,
});

const outTime = '2026-11-29T00:10:00.000Z';
const exits: string[] = [];
const reads: string[] = [];
const server = setupServer(
  handle('getVisitorSettings', {
    photoRetentionDays: 90,
    overstayMinutes: 120,
    updatedAt: null,
    updatedBy: null,
  }),
  // The report asks for everyone inside apart from the table's pages: both see the same two.
  handle('getVisitorReportFromDBAllData', ({ input }) => {
    reads.push(input.status ?? 'all');
    const rows = [visitor('P-1', 'Anbu', 30), visitor('P-2', 'Bala', 150)];
    return { rows, total: rows.length, nextCursor: null };
  }),
  handle('setVisitorReportExit', ({ input }) => {
    const which = input.rowData.passNo ?? input.rowData.visitorId ?? '';
    exits.push(which);
    if (which === 'P-9') return problem(404, 'not_found', 'No visitor was given pass P-9.');
    if (which === 'P-2') {
      return problem(409, 'conflict', 'Bala (V-P-2) was already marked out.', {
        detail: { reason: 'alreadyOut', visitorId: 'V-P-2', passNo: 'P-2', name: 'Bala', outTime },
      });
    }
    return { ok: true, visitorId: 'V-P-1', outTime: new Date().toISOString() };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  exits.length = 0;
  reads.length = 0;
  act(() => localeStore.set('en'));
  authState.signedOut();
});
afterAll(() => server.close());

function open() {
  authState.signedIn('guard');
  return renderAt('/visitor-report', guard);
}

// The first render loads the real route tree and the screen's chunk: slow on a busy machine.
describe('visitor-report', { timeout: 20_000 }, () => {
  it("shows who is inside, the one past the settings' limit flagged in words", async () => {
    open();
    const bala = await screen.findByRole('region', { name: /Inside now: 2/ }, { timeout: 15_000 });
    const over = within(bala).getByText('Over 2 h 00 min — check');
    expect(over.closest('[aria-label="Bala"]')).not.toBeNull();
    expect(within(bala).getAllByText(/Over/)).toHaveLength(1);
    expect(await screen.findByText('All visits: 2')).toBeInTheDocument();
    expect(new Set(reads)).toEqual(new Set(['all', 'in']));
  });

  it('marks a visitor out with one tap', async () => {
    open();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark out Anbu' }, { timeout: 15_000 }),
    );
    expect(await screen.findByText(/Anbu marked out at/)).toBeInTheDocument();
    expect(exits).toEqual(['V-P-1']);
  });

  it('tells the guard why a pass cannot be marked out: already out, or no entry', async () => {
    open();
    const pass = await screen.findByRole('textbox', { name: 'Pass number' }, { timeout: 15_000 });
    const form = screen.getByRole('form', { name: 'Mark out by pass' });
    fireEvent.change(pass, { target: { value: 'P-2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark out' }));
    // Who and when, the time in the app's own format.
    expect(
      await screen.findByText(`Bala was already marked out at ${formatDateTime(outTime)}.`),
    ).toBeInTheDocument();
    fireEvent.change(pass, { target: { value: ' P-9 ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark out' }));
    expect(
      await screen.findByText('No entry for this pass. Check the number.'),
    ).toBeInTheDocument();
    expect(exits).toEqual(['P-2', 'P-9']);
  });
});
