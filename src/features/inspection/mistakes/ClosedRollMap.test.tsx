import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultMillGradeRules } from '@rules';
import { freshOutbox, renderInRoute } from '../../../../tests/setup/renderInRoute';
import { mistakeMasterQuery, rollSheetQuery, type RollSheet } from '../queries';
import { gradeRulesQuery } from './gradeRules';
import { MistakeDetails } from './MistakeDetails';
import { sheet } from './testSheet';

// Every read is answered from the cache; any request at all fails the test.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  localStorage.clear();
  await freshOutbox();
});

function completed(): RollSheet {
  const s = sheet();
  return {
    ...s,
    report: { ...s.report, status: 'completed', verdict: 'inspectOk' },
    roll: { ...s.roll, status: 'completed', lengthM: 30, mistakes: 1, points: 4 },
    mistakes: [
      {
        id: '1',
        reportNo: 'QI-1',
        rollNo: 'R-1',
        mistake: 'Hole',
        mistakeTa: null,
        points: 4,
        enteredPoints: 4,
        continuousM: null,
        positionM: 17,
        recordedBy: 'asha',
        recordedAt: '2026-11-22T10:00:00+00:00',
        clientId: null,
      },
    ],
  };
}

describe('a completed roll on the tap screen', () => {
  it('shows where its defects are along the roll, and offers its label', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, retry: false } },
    });
    queryClient.setQueryData(rollSheetQuery('QI-1', 'R-1').queryKey, completed());
    queryClient.setQueryData(mistakeMasterQuery().queryKey, []);
    queryClient.setQueryData(gradeRulesQuery().queryKey, {
      ...defaultMillGradeRules,
      overrides: [],
    });
    renderInRoute(() => <MistakeDetails reportNo="QI-1" rollNo="R-1" />, queryClient);

    const map = await screen.findByTestId('defect-map');
    const [row] = within(map).getAllByRole('img');
    expect(row).toHaveAccessibleName('Defect map of roll R-1, 0 m to 25 m');
    expect(row!.querySelector('[data-defect="1"] title')).toHaveTextContent(
      '1. Hole at 17 m, 4 pt',
    );
    // The last roll is completed with its report: its label is printed from here.
    expect(screen.getByRole('button', { name: 'Print label' })).toBeEnabled();
  });
});
