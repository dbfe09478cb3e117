import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { localeStore } from '../../../i18n';
import { sheet } from '../mistakes/testSheet';
import type { RollSheet } from '../queries';
import { MistakeList, MistakeSummary } from './MistakeTables';
import { ReportHeader } from './ReportHeader';
import { RollFacts } from './RollFacts';

/** A completed roll of a big report with two mistakes: one type named in Tamil, one not. */
function inspected(): RollSheet {
  const s = sheet();
  const row = (id: string, mistake: string, mistakeTa: string | null, points: number) => ({
    id,
    reportNo: 'QI-1',
    rollNo: 'R-1',
    mistake,
    mistakeTa,
    points,
    continuousM: null,
    positionM: null,
    recordedBy: 'asha',
    recordedAt: '2026-11-22T10:00:00+05:30',
    clientId: null,
  });
  return {
    ...s,
    report: { ...s.report, status: 'completed', verdict: 'inspectOk', totalKg: 123456.7 },
    roll: { ...s.roll, status: 'completed', kg: 1234.5, widthSpecCm: 180, points: 5 },
    mistakes: [row('1', 'Hole', 'ஓட்டை', 4), row('2', 'New defect', null, 1)],
    mistakeSummary: [
      { mistake: 'Hole', mistakeTa: 'ஓட்டை', count: 1, points: 4 },
      { mistake: 'New defect', mistakeTa: null, count: 1, points: 1 },
    ],
  };
}

function renderSheet(s: RollSheet) {
  render(
    <MantineProvider>
      <ReportHeader report={s.report} title="title" />
      <RollFacts roll={s.roll} />
      <MistakeList mistakes={s.mistakes} />
      <MistakeSummary summary={s.mistakeSummary} />
    </MantineProvider>,
  );
}

describe('the inspection sheet', () => {
  it('speaks Tamil: labels, verdict, Tamil mistake names, units, Indian grouping', () => {
    act(() => localeStore.set('ta'));
    renderSheet(inspected());
    expect(screen.getByText('சப்ளையர்')).toBeInTheDocument();
    expect(screen.getByText('இன்ஸ்பெக்ஷன் சரி')).toBeInTheDocument();
    expect(screen.getByText('22-11-2026')).toBeInTheDocument();
    // Lakh grouping for the report's kg; the roll's width in Tamil units.
    expect(screen.getByText(/1,23,456\.7 kg/)).toBeInTheDocument();
    expect(screen.getByText('1,234.5 kg')).toBeInTheDocument();
    expect(screen.getByText('180 செ.மீ. / –')).toBeInTheDocument();
    const [list, summary] = screen.getAllByRole('table');
    // A type without a Tamil name keeps its English one.
    expect(within(list!).getByText('ஓட்டை')).toBeInTheDocument();
    expect(within(list!).getByText('New defect')).toBeInTheDocument();
    expect(within(summary!).getByRole('columnheader', { name: 'எண்ணிக்கை' })).toBeInTheDocument();
    expect(within(summary!).getByText('ஓட்டை')).toBeInTheDocument();
  });

  it('says why a grade is not what its points look like, in English and Tamil', () => {
    const s = inspected();
    const graded: RollSheet = {
      ...s,
      report: { ...s.report, grade: 2, gradeReasons: [{ kind: 'worstRoll', rollNo: 'R-1' }] },
      roll: {
        ...s.roll,
        points100m2: 13.8,
        grade: 2,
        gradeReasons: [{ kind: 'gsmOut', measured: 150, spec: 160, tolerancePct: 5 }],
      },
    };
    renderSheet(graded);
    expect(
      screen.getByText('Grade 2: GSM 150 is outside 160 ± 5%, which lowers it one grade'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Grade 2: the grade of its worst roll, R-1; the points are for all its rolls together',
      ),
    ).toBeInTheDocument();
    cleanup();
    act(() => localeStore.set('ta'));
    renderSheet(graded);
    expect(
      screen.getByText('கிரேடு 2: GSM 150, 160 ± 5%-க்கு வெளியே உள்ளது; அதனால் ஒரு கிரேடு இறங்கியது'),
    ).toBeInTheDocument();
  });

  it('gives no reason beside a grade its points explain', () => {
    renderSheet(inspected());
    expect(screen.queryByTestId('grade-why')).toBeNull();
  });

  it('says in words which measurements a roll was saved without, in English and Tamil', () => {
    const s = inspected();
    renderSheet(s);
    expect(screen.getByTestId('roll-unmeasured')).toHaveTextContent(
      'Not measuredThis roll was saved without its measured GSM, width, length.',
    );
    cleanup();
    renderSheet({ ...s, roll: { ...s.roll, gsmMeasured: 198, lengthM: 42.5 } });
    expect(screen.getByTestId('roll-unmeasured')).toHaveTextContent(
      'This roll was saved without its measured width.',
    );
    cleanup();
    act(() => localeStore.set('ta'));
    renderSheet(s);
    expect(screen.getByTestId('roll-unmeasured')).toHaveTextContent(
      'அளக்கவில்லைஇந்த ரோல் அளந்த GSM, அகலம், நீளம் இல்லாமல் சேமிக்கப்பட்டது.',
    );
  });

  it('marks nothing on a roll measured in full', () => {
    const s = inspected();
    renderSheet({
      ...s,
      roll: { ...s.roll, gsmMeasured: 198, widthMeasuredCm: 179, lengthM: 42.5 },
    });
    expect(screen.queryByTestId('roll-unmeasured')).toBeNull();
  });

  it('names mistakes by their English names in English', () => {
    renderSheet(inspected());
    expect(screen.getByText('Inspect OK')).toBeInTheDocument();
    expect(screen.getAllByText('Hole')).toHaveLength(2);
    expect(screen.queryByText('ஓட்டை')).toBeNull();
  });
});
