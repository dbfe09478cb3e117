import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { localeStore } from '../../../i18n';
import type { RollLabelFacts } from './facts';
import LabelSheet from './LabelSheet';
import { QUIET } from './qr';

const roll = (rollNo: string, over: Partial<RollLabelFacts> = {}): RollLabelFacts => ({
  rollNo,
  itemName: 'Single jersey 200',
  colour: 'Navy',
  kg: 23.45,
  grade: 2,
  points100m2: 18.25,
  reportNo: 'QI-7',
  date: '2026-11-22',
  ...over,
});

function show(labels: RollLabelFacts[], format: 'thermal' | 'a4' = 'thermal', onBack = vi.fn()) {
  render(
    <MantineProvider>
      <LabelSheet labels={labels} title="Labels" initialFormat={format} onBack={onBack} />
    </MantineProvider>,
  );
  return onBack;
}

/** The dark modules a path of one-high rectangles covers, as "row,col" in code modules. */
function darkCells(d: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let i = 0; i < Number(w); i += 1)
      cells.add(`${Number(y) - QUIET},${Number(x) - QUIET + i}`);
  return cells;
}

describe('a roll label', () => {
  it('holds the roll number, and nothing else, as its QR code and as Code 128', async () => {
    show([roll('FR-2611-0042')]);
    const label = await screen.findByRole('article', { name: 'FR-2611-0042' });

    const qr = within(label).getByRole('img', { name: 'QR code of roll FR-2611-0042' });
    const { modules } = QRCode.create('FR-2611-0042', { errorCorrectionLevel: 'M' });
    const expected = new Set<string>();
    for (let r = 0; r < modules.size; r += 1)
      for (let c = 0; c < modules.size; c += 1) if (modules.get(r, c)) expected.add(`${r},${c}`);
    expect(darkCells(qr.querySelector('path')!.getAttribute('d')!)).toEqual(expected);

    const bars = within(label).getByRole('img', { name: 'Barcode of roll FR-2611-0042' });
    const drawn = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    JsBarcode(drawn, 'FR-2611-0042', {
      format: 'CODE128',
      width: 2,
      height: 60,
      margin: 20,
      displayValue: false,
    });
    const widths = (svg: Element) =>
      [...svg.querySelectorAll('rect')].slice(1).map((r) => r.getAttribute('width'));
    expect(widths(bars).length).toBeGreaterThan(10);
    expect(widths(bars)).toEqual(widths(drawn));
  });

  it('says what the roll is, in English', async () => {
    show([roll('R-1')]);
    const label = await screen.findByRole('article', { name: 'R-1' });
    expect(label).toHaveTextContent('Single jersey 200');
    expect(within(label).getByText('Navy')).toBeInTheDocument();
    expect(within(label).getByText('23.45 kg')).toBeInTheDocument();
    expect(within(label).getByText('Grade').nextSibling).toHaveTextContent('2');
    expect(within(label).getByText('Points / 100 m²').nextSibling).toHaveTextContent('18.3');
    expect(within(label).getByText('Report QI-7 · 22-11-2026')).toBeInTheDocument();
  });

  it('says it in Tamil on a Tamil screen; a roll not graded yet says so', async () => {
    act(() => localeStore.set('ta'));
    show([roll('R-1', { grade: null, points100m2: null, colour: null })]);
    const label = await screen.findByRole('article', { name: 'R-1' });
    expect(within(label).getByText('கிரேடு').nextSibling).toHaveTextContent('கிரேடு இல்லை');
    expect(within(label).getByText('கலர்').nextSibling).toHaveTextContent('–');
    expect(within(label).getByText('பாயிண்ட் / 100 ச.மீ.')).toBeInTheDocument();
    expect(within(label).getByText('ரிப்போர்ட் QI-7 · 22-11-2026')).toBeInTheDocument();
    expect(within(label).getByRole('img', { name: 'ரோல் R-1-இன் QR குறியீடு' })).toBeVisible();
  });
});

describe('the label sheet', () => {
  it('switches between a thermal label per page and six labels to an A4 page', async () => {
    show(['R-1', 'R-2', 'R-3', 'R-4', 'R-5', 'R-6', 'R-7'].map((n) => roll(n)));
    const sheet = await screen.findByRole('region', { name: 'Roll labels' });
    expect(sheet).toHaveClass('roll-labels--thermal');
    expect(sheet.querySelectorAll('.roll-label-page')).toHaveLength(7);

    fireEvent.click(screen.getByLabelText('A4 sheet, 6 labels a page'));
    expect(sheet).toHaveClass('roll-labels--a4');
    expect(sheet).not.toHaveClass('roll-labels--thermal');
    const pages = sheet.querySelectorAll('.roll-label-page');
    expect([...pages].map((p) => p.querySelectorAll('article').length)).toEqual([6, 1]);
    // The printer gets A4 now, not the thermal label's size.
    expect(document.querySelector('.roll-label-layer style')?.textContent).toContain('size: A4');
  });

  it('prints the labels alone, and goes back on Back or Escape', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const onBack = show([roll('R-1')]);
    await screen.findByRole('article', { name: 'R-1' });
    expect(document.body).toHaveClass('roll-labels-open');
    expect(document.querySelector('.roll-label-layer style')?.textContent).toContain(
      'size: 100mm 75mm',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Labels' }), { key: 'Escape' });
    expect(onBack).toHaveBeenCalledTimes(2);
    print.mockRestore();
  });
});
