import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@contract';
import { defaultMillGradeRules } from '@rules';
import { PendingSavesList } from '../../../components/PendingSavesList';
import { outboxState, type OutboxItem } from '../../../lib/outbox';
import { freshOutbox, renderInRoute } from '../../../../tests/setup/renderInRoute';
import { handle, problem } from '../../../../tests/setup/msw';
import { gradeRulesQuery } from '../mistakes/gradeRules';
import { MistakeDetails } from '../mistakes/MistakeDetails';
import { sheet } from '../mistakes/testSheet';
import { mistakeMasterQuery, rollSheetQuery, type MistakeMaster, type RollSheet } from '../queries';

const master: MistakeMaster[] = [
  {
    name: 'Hole',
    nameTa: 'ஓட்டை',
    defaultPoints: 4,
    continuous: false,
    isHole: true,
    appliesTo: 'fabric',
    sortOrder: 1,
    usage: 9,
    active: true,
  },
];

/** What reached the server, in order: the call, its key and its jsonData. */
const received: { call: string; key: string | null; body: Record<string, unknown> }[] = [];
let tapsOnServer: RollSheet['mistakes'] = [];
/** How the server answers a photo: recorded, unreachable, or "no such tap". */
let photoAnswer: 'ok' | 'offline' | 'tapGone' = 'ok';

const server = setupServer(
  handle('postMistakeData', ({ input: { jsonData }, request }) => {
    received.push({
      call: 'postMistakeData',
      key: request.headers.get(IDEMPOTENCY_HEADER),
      body: jsonData,
    });
    const mistake = {
      id: String(tapsOnServer.length + 1),
      reportNo: 'QI-1',
      rollNo: 'R-1',
      mistake: jsonData.mistake,
      mistakeTa: 'ஓட்டை',
      points: jsonData.points,
      continuousM: null,
      positionM: null,
      recordedBy: 'asha',
      recordedAt: '2026-11-22T10:00:00+00:00',
      clientId: jsonData.clientId ?? null,
    };
    tapsOnServer.push(mistake);
    return {
      mistake,
      roll: { reportNo: 'QI-1', rollNo: 'R-1', points: 4, points100m2: 4, grade: 1 },
    };
  }),
  handle('removeMistakeData', ({ input: { jsonData }, request }) => {
    received.push({
      call: 'removeMistakeData',
      key: request.headers.get(IDEMPOTENCY_HEADER),
      body: jsonData,
    });
    tapsOnServer = tapsOnServer.filter((t) => t.clientId !== jsonData.clientId);
    return {
      removed: true,
      roll: { reportNo: 'QI-1', rollNo: 'R-1', points: 0, points100m2: 0, grade: 1 },
    };
  }),
  handle('postDefectPhoto', ({ input: { jsonData }, request }) => {
    if (photoAnswer === 'offline') return HttpResponse.error();
    if (photoAnswer === 'tapGone') return problem(404, 'not_found', 'No such tap.');
    received.push({
      call: 'postDefectPhoto',
      key: request.headers.get(IDEMPOTENCY_HEADER),
      body: jsonData,
    });
    const ref = {
      id: '0b6c4a52-2d8e-4a4e-9a55-5f0d7f7d1a01',
      width: jsonData.width,
      height: jsonData.height,
      takenAt: '2026-11-22T10:01:00+00:00',
    };
    tapsOnServer = tapsOnServer.map((t) =>
      t.clientId === jsonData.tapClientId ? { ...t, photos: [...(t.photos ?? []), ref] } : t,
    );
    return ref;
  }),
  handle('getQIReportFromERPNEXT', () => ({ ...sheet(), mistakes: tapsOnServer })),
);

/** Every outbox entry ever kept during the test, as it was kept (with its chain). */
let kept: OutboxItem[] = [];
let stopWatching = () => {};

/** A browser that writes WebP, and a 4,000 × 3,000 camera picture. */
function camera() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    fillRect: () => {},
    drawImage: () => {},
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(
    (type?: string) => `data:${type === 'image/webp' ? 'image/webp' : 'image/jpeg'};base64,QUJD`,
  );
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ width: 4000, height: 3000, close: () => {} })),
  );
}

function renderTapping() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(rollSheetQuery('QI-1', 'R-1').queryKey, sheet());
  queryClient.setQueryData(mistakeMasterQuery().queryKey, master);
  queryClient.setQueryData(gradeRulesQuery().queryKey, { ...defaultMillGradeRules, overrides: [] });
  renderInRoute(() => <MistakeDetails reportNo="QI-1" rollNo="R-1" />, queryClient);
  return queryClient;
}

const pick = async (file: File) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Photo of Hole' }));
  fireEvent.change(screen.getByTestId('defect-photo-file'), { target: { files: [file] } });
};
const picture = () => new File(['jpeg'], 'hole.jpg', { type: 'image/jpeg' });
const tapHole = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Hole, 4 points' }));
  await act(() => expect.poll(() => received.length).toBe(1));
};
const photoSaves = () => outboxState.items().filter((i) => i.call === 'postDefectPhoto');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  received.length = 0;
  tapsOnServer = [];
  photoAnswer = 'ok';
  kept = [];
  localStorage.clear();
  await freshOutbox();
  stopWatching = outboxState.subscribe(() => {
    for (const item of outboxState.items())
      if (!kept.some((k) => k.id === item.id)) kept.push(item);
  });
  camera();
});
afterEach(() => {
  stopWatching();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a photo of the last tap', () => {
  it('is kept in the roll’s chain under its own id, sent after its tap, and counted on it', async () => {
    renderTapping();
    expect(await screen.findByRole('button', { name: 'Photo' })).toBeDisabled();
    await tapHole();
    await pick(picture());

    await act(() =>
      expect
        .poll(() => received.map((r) => r.call))
        .toEqual(['postMistakeData', 'postDefectPhoto']),
    );
    const [tap, photo] = received;
    expect(photo!.body).toMatchObject({
      kind: 'fabric',
      reportNo: 'QI-1',
      rollNo: 'R-1',
      tapClientId: tap!.body.clientId,
      width: 1280,
      height: 960,
      photo: 'data:image/webp;base64,QUJD',
    });
    // Its own id, sent as its key: a retry lands once, and it is not the tap's.
    expect(photo!.key).toBe(photo!.body.clientId);
    expect(photo!.body.clientId).not.toBe(tap!.body.clientId);
    const entry = kept.find((k) => k.call === 'postDefectPhoto');
    expect(entry?.chain).toEqual(kept.find((k) => k.call === 'postMistakeData')?.chain);
    expect(entry?.chain).toEqual(['inspection', 'report', 'QI-1', 'R-1']);

    await screen.findByText('Photo of Hole saved.');
    const list = screen.getByText('Last taps').parentElement!;
    await within(list).findByText('1 photo');
  });

  it('waits on the tablet while the server cannot be reached, and says so', async () => {
    photoAnswer = 'offline';
    const queryClient = renderTapping();
    await tapHole();
    await pick(picture());
    await screen.findByText('Photo of Hole saved on this tablet. It is sent after its tap.');
    const list = screen.getByText('Last taps').parentElement!;
    await within(list).findByText('1 photo, waiting to be sent');
    // The saves list names the defect it shows.
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <PendingSavesList items={photoSaves()} currentUser="" />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByTestId('pending-saves-list')).toHaveTextContent('Photo of Hole');
  });

  it('is given up when its tap is undone before it was sent', async () => {
    photoAnswer = 'offline';
    renderTapping();
    await tapHole();
    await pick(picture());
    await act(() => expect.poll(() => photoSaves()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Undo Hole' }));
    await act(() => expect.poll(() => photoSaves()).toHaveLength(0));
    await act(() => expect.poll(() => received.map((r) => r.call)).toContain('removeMistakeData'));
    expect(received.map((r) => r.call)).not.toContain('postDefectPhoto');
  });

  it('whose tap the server no longer has is dropped, not left for the inspector to fix', async () => {
    photoAnswer = 'tapGone';
    renderTapping();
    await tapHole();
    await pick(picture());
    await screen.findByText('Photo of Hole saved on this tablet. It is sent after its tap.');
    await act(() => expect.poll(() => outboxState.items()).toHaveLength(0));
    expect(outboxState.get().attention).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('that is no picture is refused in words, and nothing is kept', async () => {
    renderTapping();
    await tapHole();
    await pick(new File(['%PDF-1.7'], 'note.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file is not a picture. Take a photo, or choose a JPEG, PNG or WebP picture.',
    );
    expect(kept.filter((k) => k.call === 'postDefectPhoto')).toHaveLength(0);
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('that cannot be read is refused in words, and nothing is kept', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('HEIC')));
    renderTapping();
    await tapHole();
    await pick(picture());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That picture could not be read. Take the photo again.',
    );
    expect(kept.filter((k) => k.call === 'postDefectPhoto')).toHaveLength(0);
  });
});
