import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../components/ToastHost';
import {
  dismissToast,
  TOAST_DURATION_MS,
  toast,
  toastBackOnline,
  toastNoInternet,
  useToastAtTop,
} from './toast';

/** A screen tapped at speed, which asks the toast to keep over the header while it is shown. */
function TappingScreen() {
  useToastAtTop();
  return null;
}

const renderHost = () =>
  render(
    <MantineProvider>
      <ToastHost />
    </MantineProvider>,
  );

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('lasts exactly 5000 ms, per the seed', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows a message in the status region and removes it after 5 seconds', () => {
    renderHost();
    act(() => toast('Roll saved'));
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Roll saved');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Roll saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Roll saved')).not.toBeInTheDocument();
  });

  it('restarts the 5 seconds when a newer message replaces an older one', () => {
    renderHost();
    act(() => toast('First'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => toast('Second'));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('keeps the no-internet message until Dismiss is pressed', () => {
    renderHost();
    act(() => toastNoInternet());
    expect(screen.getByRole('status')).toHaveTextContent(/no internet connection/i);

    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText(/no internet connection/i)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/no internet connection/i)).not.toBeInTheDocument();
  });

  it('does not let an earlier timer remove the no-internet message', () => {
    renderHost();
    act(() => toast('Saved'));
    act(() => toastNoInternet());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText(/no internet connection/i)).toBeInTheDocument();
  });

  it('says so once the network is back, and still waits for Dismiss', () => {
    renderHost();
    act(() => toastNoInternet());
    act(() => toastBackOnline());
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent(/connected again/i);
    expect(region).not.toHaveTextContent(/no internet/i);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/connected again/i)).not.toBeInTheDocument();
  });

  it('says nothing of the network coming back when no no-internet toast is shown', () => {
    renderHost();
    act(() => toastBackOnline());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => toast('Roll saved'));
    act(() => toastBackOnline());
    expect(screen.getByRole('status')).toHaveTextContent('Roll saved');
  });

  it('sits over the header in fewer words while a tapping screen is shown, and in the middle after', () => {
    const { rerender } = render(
      <MantineProvider>
        <ToastHost />
        <TappingScreen />
      </MantineProvider>,
    );
    act(() => toastNoInternet());
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('data-placement', 'top');
    expect(region).toHaveTextContent('No internet. Work is kept on this tablet.');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();

    rerender(
      <MantineProvider>
        <ToastHost />
      </MantineProvider>,
    );
    const after = screen.getByRole('status');
    expect(after).toHaveAttribute('data-placement', 'middle');
    expect(after).toHaveTextContent('No internet connection. Your work is kept on this tablet.');
  });
});
