import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handle, problem } from '../../../../tests/setup/msw';
import { localeStore } from '../../../i18n';
import { callKey } from '../../../lib/rpc';
import { DefectTypesPanel } from './DefectTypesPanel';
import type { DefectType, DefectTypeInput } from './save';

const types: DefectType[] = [
  {
    name: 'Hole',
    nameTa: 'ஓட்டை',
    defaultPoints: 4,
    continuous: false,
    isHole: true,
    sortOrder: 10,
    appliesTo: 'both',
    active: true,
  },
  {
    name: 'Slub',
    nameTa: 'ஸ்லப்',
    defaultPoints: 1,
    continuous: false,
    isHole: false,
    sortOrder: 120,
    appliesTo: 'fabric',
    active: true,
  },
  {
    name: 'Needle Line',
    nameTa: null,
    defaultPoints: 4,
    continuous: true,
    isHole: false,
    sortOrder: 130,
    appliesTo: 'fabric',
    active: false,
  },
];

/** Every saveMistakeType input that reached the server, in order. */
const sent: DefectTypeInput[] = [];
let answer: (input: DefectTypeInput) => Response | DefectType;

const server = setupServer(
  handle('getMistakeTypes', () => types),
  handle('saveMistakeType', ({ input }) => {
    sent.push(input.jsonData);
    return answer(input.jsonData);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

const saved = (input: DefectTypeInput): DefectType => {
  const before = types.find((t) => t.name === input.name) ?? types[0]!;
  const { action: _action, ...rest } = input;
  return { ...before, ...rest, sortOrder: input.sortOrder ?? 140 };
};
/** The server's 409 for a Tamil name another type shows (server/domains/users/mistakeTypes.ts). */
const tamilNameTaken = () =>
  problem(409, 'conflict', 'jsonData.nameTa: is already the Tamil name of Hole', {
    issues: [{ path: 'jsonData.nameTa', message: 'is already the Tamil name of Hole' }],
  });

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The tablets' defect grid, as an inspection screen left it in the cache.
  client.setQueryData(callKey('getMistakeDetailsFromDB', {}), []);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <DefectTypesPanel />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

const card = (name: string) => screen.getByRole('listitem', { name });

async function openSlub() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Slub' }));
  return screen.getByRole('form', { name: 'Changing Slub' });
}

describe('the defect types panel', () => {
  it('lists every type with both names, points, how it scores and where it is tapped', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Defect types' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const hole = card('Hole');
    expect(within(hole).getByText('ஓட்டை')).toHaveAttribute('lang', 'ta');
    expect(within(hole).getByText('4 points')).toBeInTheDocument();
    expect(within(hole).getByText('Fabric, collar & cuff')).toBeInTheDocument();
    expect(within(card('Slub')).getByText('1 point')).toBeInTheDocument();
    const needle = card('Needle Line');
    expect(within(needle).getByText('No Tamil name yet')).toBeInTheDocument();
    expect(within(needle).getByText('Continuous')).toBeInTheDocument();
    expect(within(needle).getByText('Not offered')).toBeInTheDocument();
  });

  it('changes a Tamil name: sends the type’s edit and refreshes the tablets’ defect grid', async () => {
    answer = saved;
    const client = renderPanel();
    const form = await openSlub();
    const nameTa = within(form).getByRole('textbox', { name: /Tamil name/ });
    expect(nameTa).toHaveFocus();
    expect(nameTa).toHaveValue('ஸ்லப்');
    fireEvent.change(nameTa, { target: { value: 'ஸ்லப் நூல்' } });
    fireEvent.click(within(form).getByRole('radio', { name: '2' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Changing Slub' })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([
      {
        action: 'edit',
        name: 'Slub',
        nameTa: 'ஸ்லப் நூல்',
        defaultPoints: 2,
        sortOrder: 120,
        active: true,
      },
    ]);
    expect(client.getQueryState(callKey('getMistakeDetailsFromDB', {}))?.isInvalidated).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit Slub' })).toHaveFocus();
  });

  it('refuses an empty Tamil name on the tablet, under the field, sending nothing', async () => {
    renderPanel();
    const form = await openSlub();
    fireEvent.change(within(form).getByRole('textbox', { name: /Tamil name/ }), {
      target: { value: '  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('must not be empty')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows a Tamil name another type already has under the Tamil name, in English', async () => {
    answer = tamilNameTaken;
    renderPanel();
    const form = await openSlub();
    const nameTa = within(form).getByRole('textbox', { name: /Tamil name/ });
    fireEvent.change(nameTa, { target: { value: 'ஓட்டை' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('is already the Tamil name of Hole')).toBeInTheDocument();
    expect(nameTa).toHaveAccessibleDescription(/is already the Tamil name of Hole/);
    // Said under the field, not again above the buttons.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Changing Slub' })).toBeInTheDocument();
  });

  it('shows a taken English name under the English name when adding, in Tamil', async () => {
    act(() => localeStore.set('ta'));
    answer = () =>
      problem(409, 'conflict', 'jsonData.name: is already a mistake type (Pin Hole)', {
        issues: [{ path: 'jsonData.name', message: 'is already a mistake type (Pin Hole)' }],
      });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'புது குறை வகை சேர்' }));
    const form = screen.getByRole('form', { name: 'புது குறை வகை' });
    fireEvent.change(within(form).getByRole('textbox', { name: /ஆங்கிலப் பெயர்/ }), {
      target: { value: 'pin hole' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /தமிழ்ப் பெயர்/ }), {
      target: { value: 'சின்ன ஓட்டை' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'குறை வகையைச் சேர்' }));
    expect(await within(form).findByText('ஏற்கனவே உள்ள குறை வகை (Pin Hole)')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        action: 'add',
        name: 'pin hole',
        nameTa: 'சின்ன ஓட்டை',
        defaultPoints: 1,
        active: true,
        continuous: false,
        isHole: false,
        appliesTo: 'fabric',
      },
    ]);
  });

  it('speaks Tamil, and shows a taken Tamil name in Tamil', async () => {
    act(() => localeStore.set('ta'));
    answer = tamilNameTaken;
    renderPanel();
    expect(screen.getByRole('heading', { name: 'குறை வகைகள்' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'குறை வகைகள்' });
    expect(within(card('Hole')).getByText('துணி, காலர் & கஃப்')).toBeInTheDocument();
    expect(within(card('Needle Line')).getByText('இன்னும் தமிழ்ப் பெயர் இல்லை')).toBeInTheDocument();
    expect(within(card('Needle Line')).getByText('காட்டப்படாது')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Slub மாற்று' }));
    const form = screen.getByRole('form', { name: 'Slub மாற்றம்' });
    fireEvent.change(within(form).getByRole('textbox', { name: /தமிழ்ப் பெயர்/ }), {
      target: { value: 'ஓட்டை' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'சேமி' }));
    expect(await within(form).findByText('ஏற்கனவே Hole குறையின் தமிழ்ப் பெயர்')).toBeInTheDocument();
  });
});
