import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { dismissToast, toastStore, toastText } from '../../lib/toast';
import { CsvButton } from './CsvButton';

const shown = () => {
  const t = toastStore.get();
  return t ? toastText(t) : null;
};

/** An export the test ends by hand: the file made, or a failure. */
function exportToEnd() {
  let end: { done: () => void; fail: (e: unknown) => void } = { done: () => {}, fail: () => {} };
  const onExport = () =>
    new Promise<void>((done, fail) => {
      end = { done, fail };
    });
  return { onExport, end: () => end };
}

const renderButton = (onExport: () => Promise<void>) =>
  render(
    <MantineProvider theme={theme}>
      <CsvButton name="Visits in the dates" onExport={onExport} />
    </MantineProvider>,
  );

afterEach(() => dismissToast());

describe('the CSV button', () => {
  it('names what it exports, and is busy until the file is made', async () => {
    const { onExport, end } = exportToEnd();
    renderButton(onExport);
    const button = screen.getByRole('button', { name: 'Export Visits in the dates as CSV' });
    expect(button).toHaveTextContent('Export CSV');
    fireEvent.click(button);
    expect(button).toHaveAttribute('data-loading', 'true');
    await act(async () => end().done());
    expect(button).not.toHaveAttribute('data-loading');
    expect(shown()).toBeNull();
  });

  it('says why, when the export fails, and can be pressed again', async () => {
    const { onExport, end } = exportToEnd();
    renderButton(onExport);
    const button = screen.getByRole('button', { name: /as CSV$/ });
    fireEvent.click(button);
    await act(async () => end().fail(new Error('the network went away')));
    expect(shown()).toBe('The CSV was not made: the network went away');
    expect(button).not.toHaveAttribute('data-loading');
    expect(button).toBeEnabled();
  });
});
