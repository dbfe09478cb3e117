import { act, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { SavesDrawer } from '../components/SavesDrawer';
import { ToastHost } from '../components/ToastHost';
import { localeStore, m } from '../i18n';
import { OFFLINE_READY_TOLD_KEY, startOfflineReady, type ReadyContainer } from './offlineReady';
import { authState } from './session';
import { dismissToast, toastNoInternet } from './toast';

/**
 * After a first sign-in the tablet says, once and calmly, when the app works offline: when its
 * service worker is active, i.e. its install has stored the app shell and every screen's code.
 * The saves drawer shows the state from then on.
 */

/** `navigator.serviceWorker` as far as readiness needs it: `ready` resolves once one is active. */
function serviceWorker(activeAlready = false) {
  let activate: () => void = () => undefined;
  const ready = activeAlready
    ? Promise.resolve({} as ServiceWorkerRegistration)
    : new Promise<ServiceWorkerRegistration>((resolve) => {
        activate = () => resolve({} as ServiceWorkerRegistration);
      });
  const container: ReadyContainer = { ready };
  return { container, activate: () => act(async () => activate()) };
}

let stop: () => void = () => undefined;
const start = (container?: ReadyContainer) => {
  stop = startOfflineReady(container);
};
/** Lets a worker that is already active be noticed (its `ready` resolves on the next turn). */
const settle = () => act(async () => undefined);

const toastHost = () =>
  render(
    <MantineProvider>
      <ToastHost />
    </MantineProvider>,
  );
const status = () => screen.getByRole('status');
const READY = /ready to work offline/i;

afterEach(() => {
  stop();
  act(() => dismissToast());
  authState.signedOut();
  localStorage.removeItem(OFFLINE_READY_TOLD_KEY);
});

describe('ready to work offline', () => {
  it('is said once the worker is installed and active, not before, and only once', async () => {
    toastHost();
    authState.signedIn('asha');
    const worker = serviceWorker();
    start(worker.container);
    await settle();
    expect(status()).not.toHaveTextContent(READY);

    await worker.activate();
    expect(status()).toHaveTextContent(
      'Ready to work offline: the app now opens on this tablet without a connection.',
    );

    // The next start of the app, the worker active from the beginning: nothing said again.
    act(() => dismissToast());
    stop();
    start(serviceWorker(true).container);
    await settle();
    expect(status()).not.toHaveTextContent(READY);
  });

  it('waits for the sign-in when the install finished on the sign-in screen', async () => {
    toastHost();
    const worker = serviceWorker();
    start(worker.container);
    await worker.activate();
    expect(status()).not.toHaveTextContent(READY);

    act(() => authState.signedIn('asha'));
    expect(status()).toHaveTextContent(READY);
  });

  it('never covers the no-internet warning: it waits until that is dismissed', async () => {
    toastHost();
    authState.signedIn('asha');
    act(() => toastNoInternet());
    const worker = serviceWorker();
    start(worker.container);
    await worker.activate();
    expect(status()).toHaveTextContent('No internet connection.');
    expect(status()).not.toHaveTextContent(READY);

    act(() => dismissToast());
    expect(status()).toHaveTextContent(READY);
  });

  it('is said in Tamil on a Tamil screen', async () => {
    localeStore.set('ta');
    toastHost();
    authState.signedIn('asha');
    const worker = serviceWorker();
    start(worker.container);
    await worker.activate();
    expect(status()).toHaveTextContent(m.frame_offline_ready_toast({}, { locale: 'ta' }));
  });
});

describe('the saves drawer', () => {
  const drawer = () =>
    render(
      <MantineProvider>
        <SavesDrawer
          opened
          onClose={() => undefined}
          outbox={{ loaded: true, pending: [], attention: [] }}
          online
        />
      </MantineProvider>,
    );

  it('shows "getting ready" until the worker is active, then "ready to work offline"', async () => {
    const worker = serviceWorker();
    start(worker.container);
    drawer();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Getting ready to work offline/)).toBeInTheDocument();
    const ready = /^Ready to work offline\./;
    expect(within(dialog).queryByText(ready)).not.toBeInTheDocument();

    await worker.activate();
    expect(within(dialog).getByText(ready)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Getting ready/)).not.toBeInTheDocument();
  });

  it('says so where the browser cannot keep the app offline', async () => {
    start();
    drawer();
    expect(
      await screen.findByText(/cannot keep the app for offline use at this address/),
    ).toBeInTheDocument();
  });
});
