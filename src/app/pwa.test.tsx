import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INSTALL_OFFER } from '@contract/client';

const workbox = vi.hoisted(() => ({
  created: [] as { url: string; waiting?: () => void; skipWaiting: number; register: unknown }[],
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    entry: (typeof workbox.created)[number];
    constructor(url: string) {
      this.entry = { url, skipWaiting: 0, register: undefined };
      workbox.created.push(this.entry);
    }
    addEventListener(type: string, listener: () => void) {
      if (type === 'waiting') this.entry.waiting = listener;
    }
    register(options: unknown) {
      this.entry.register = options;
      return Promise.resolve();
    }
    messageSkipWaiting() {
      this.entry.skipWaiting += 1;
    }
    update() {
      return Promise.resolve();
    }
  },
}));

vi.mock('../lib/offlineReady', () => ({
  startOfflineReady: () => undefined,
  offlineUnavailable: () => undefined,
}));

/** The browser's install offer, as Chromium fires it. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

/** Fresh modules each time: the state, the offer and the registration live in them. */
async function started() {
  vi.resetModules();
  const pwa = await import('./pwa');
  const { FirstScreenMark } = await import('./firstScreen');
  const { AppActions } = await import('./AppActions');
  const { startPwa } = await import('./pwaStart');
  render(
    <MantineProvider>
      <AppActions />
      <FirstScreenMark />
    </MantineProvider>,
  );
  startPwa();
  return pwa;
}

const added: [string, EventListenerOrEventListenerObject][] = [];
const realAdd = window.addEventListener.bind(window);

beforeEach(() => {
  // The window outlives this file (one jsdom per worker): what startPwa listens to goes after.
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) added.push([type, listener]);
    realAdd(type, listener, options);
  });
});

afterEach(() => {
  for (const [type, listener] of added.splice(0)) window.removeEventListener(type, listener);
  Reflect.deleteProperty(window, EARLY_INSTALL_OFFER);
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('Install in the header', () => {
  it('offers an install the browser made before the app started, and goes once accepted', async () => {
    const { event, prompt } = installOffer('accepted');
    Reflect.set(window, EARLY_INSTALL_OFFER, event);
    await started();

    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Install' })).toBeNull());
  });

  it("keeps a later offer for the header instead of the browser's banner; dismissed, it stays", async () => {
    await started();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();

    const { event, prompt } = installOffer('dismissed');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
  });

  it('goes once the app is installed from the browser', async () => {
    await started();
    window.dispatchEvent(installOffer('accepted').event);
    await screen.findByRole('button', { name: 'Install' });

    window.dispatchEvent(new Event('appinstalled'));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Install' })).toBeNull());
  });
});

describe('the service worker', () => {
  it('is not registered where the browser has none: the preload goes ahead without one', async () => {
    const pwa = await started();
    await expect(pwa.workerRegistered).resolves.toBeUndefined();
    pwa.applyUpdate();
    expect(workbox.created).toEqual([]);
  });

  it('is registered once the user rests after the first screen; Update appears and takes over', async () => {
    vi.stubEnv('DEV', false);
    const container = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    try {
      vi.useFakeTimers();
      const pwa = await started();
      const registered = vi.fn();
      void pwa.workerRegistered.then(registered);

      // The first screen is drawn (a frame, then a timer), then the hand rests 1.5 s.
      await vi.advanceTimersByTimeAsync(1000);
      expect(workbox.created).toEqual([]);
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(registered).toHaveBeenCalledWith(container));
      expect(workbox.created).toHaveLength(1);
      expect(workbox.created[0]).toMatchObject({ url: '/sw.js', register: { immediate: true } });

      // Nothing waits yet: Update is not there and does nothing.
      pwa.applyUpdate();
      expect(workbox.created[0]?.skipWaiting).toBe(0);
      expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();

      workbox.created[0]?.waiting?.();
      vi.useRealTimers();
      fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
      expect(workbox.created[0]?.skipWaiting).toBe(1);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      workbox.created.length = 0;
    }
  });
});
