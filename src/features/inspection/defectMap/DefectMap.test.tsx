import { act, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { localeStore } from '../../../i18n';
import { DefectMap, type MapMistake } from './DefectMap';
import { PAD_X } from './drawing';

const defect = (
  id: string,
  mistake: string,
  positionM: number | null,
  over: Partial<MapMistake> = {},
): MapMistake => ({
  id,
  mistake,
  mistakeTa: mistake === 'Hole' ? 'ஓட்டை' : null,
  points: 4,
  enteredPoints: 4,
  continuousM: null,
  positionM,
  ...over,
});

function show(lengthM: number | null, mistakes: MapMistake[], widthCm: number | null = 180) {
  render(
    <MantineProvider>
      <DefectMap rollNo="R-1" lengthM={lengthM} widthCm={widthCm} mistakes={mistakes} />
    </MantineProvider>,
  );
  return screen.getByTestId('defect-map');
}

const rows = (map: HTMLElement) => within(map).getAllByRole('img');

describe('the defect map', () => {
  it('marks each defect at its metre, in the row of that metre', () => {
    const map = show(40, [
      defect('a', 'Hole', 12.5),
      defect('b', 'Slub', 30, { points: 1, enteredPoints: 1 }),
    ]);
    const [first, second] = rows(map);
    expect(rows(map)).toHaveLength(2);
    expect(first).toHaveAccessibleName('Defect map of roll R-1, 0 m to 25 m');
    expect(second).toHaveAccessibleName('Defect map of roll R-1, 25 m to 40 m');

    const hole = first!.querySelector('[data-defect="1"]')!;
    expect(hole.getAttribute('cx')).toBe(String(PAD_X + 12.5));
    expect(hole.querySelector('title')).toHaveTextContent('1. Hole at 12.5 m, 4 pt');
    const slub = second!.querySelector('[data-defect="2"]')!;
    expect(slub.getAttribute('cx')).toBe(String(PAD_X + 5));
    // More points, a larger mark.
    expect(Number(hole.getAttribute('r'))).toBeGreaterThan(Number(slub.getAttribute('r')));
  });

  it('draws a continuous defect as a bar of its run, carried over the row’s end', () => {
    const map = show(60, [defect('run', 'Barre', 22, { continuousM: 6, points: 24 })]);
    const [first, second] = rows(map);
    const head = first!.querySelector('[data-defect="1"]')!;
    expect(head.tagName).toBe('rect');
    expect(head.getAttribute('x')).toBe(String(PAD_X + 22));
    expect(head.getAttribute('width')).toBe('3');
    expect(second!.querySelector('[data-defect="1"]')!.getAttribute('width')).toBe('3');
    expect(within(map).getByRole('list', { name: 'Defects along the roll' })).toHaveTextContent(
      '1. Barre from 22 m to 28 m, 24 pt',
    );
  });

  it('draws a defect past the roll’s length at its end, and says so', () => {
    const map = show(30, [defect('a', 'Hole', 32)]);
    const mark = rows(map).at(-1)!.querySelector('[data-defect="1"]')!;
    expect(mark.getAttribute('data-m')).toBe('30');
    expect(
      within(map).getByText(
        '1 defect recorded beyond the roll’s length of 30 m is drawn at its end.',
      ),
    ).toBeInTheDocument();
    expect(within(map).getByText('Recorded beyond the roll’s end')).toBeInTheDocument();
  });

  it('counts the defects recorded without a metre below the strip', () => {
    const map = show(30, [
      defect('a', 'Hole', 3),
      defect('b', 'Slub', null),
      defect('c', 'Slub', null),
    ]);
    expect(within(map).getByText('2 defects recorded without a metre')).toBeInTheDocument();
    expect(within(map).getByRole('list', { name: 'Defects along the roll' })).toHaveTextContent(
      '2. Slub, no metre, 4 pt',
    );
  });

  it('says “Recorded without positions” instead of an empty strip', () => {
    const map = show(30, [defect('a', 'Hole', null), defect('b', 'Slub', null)]);
    expect(within(map).queryByRole('img')).toBeNull();
    expect(within(map).getByText('Recorded without positions')).toBeInTheDocument();
    expect(within(map).getByText('None of its 2 defects has a metre.')).toBeInTheDocument();
  });

  it('says when the roll has no length yet', () => {
    const map = show(null, [defect('a', 'Hole', 3)]);
    expect(within(map).queryByRole('img')).toBeNull();
    expect(
      within(map).getByText(
        'This roll has no length yet, so its defects cannot be placed along it.',
      ),
    ).toBeInTheDocument();
  });

  it('draws a clean roll’s strip and says it has no defects', () => {
    const map = show(20, [], null);
    expect(rows(map)).toHaveLength(1);
    expect(within(map).getByText('No defects recorded on this roll.')).toBeInTheDocument();
    expect(
      within(map).getByText('The roll’s width is not known: drawn at a usual width.'),
    ).toBeInTheDocument();
  });

  it('names the defects in Tamil on a Tamil screen', () => {
    act(() => localeStore.set('ta'));
    const map = show(30, [defect('a', 'Hole', 12.5), defect('b', 'Slub', 20)]);
    const list = within(map).getByRole('list', { name: 'ரோலின் நீளத்தில் குறைகள்' });
    expect(list).toHaveTextContent('1. ஓட்டை, இடம் 12.5 மீ., 4 பாயிண்ட்');
    // A type without a Tamil name keeps its English one.
    expect(list).toHaveTextContent('2. Slub, இடம் 20 மீ., 4 பாயிண்ட்');
  });
});
