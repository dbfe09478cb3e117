import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { worthKeeping } from '../../../app/queryPersist';
import { localeStore } from '../../../i18n';
import { defectPhotoQuery } from '../../../components/DefectPhoto';
import { handle } from '../../../../tests/setup/msw';
import type { RollSheet } from '../queries';
import { MistakeList } from './MistakeTables';

const HOLE_1 = '7d1c2f7e-0c1f-4a43-8a0e-0f1e2d3c4b01';
const HOLE_2 = '7d1c2f7e-0c1f-4a43-8a0e-0f1e2d3c4b02';
const GONE = '7d1c2f7e-0c1f-4a43-8a0e-0f1e2d3c4b03';
const ref = (id: string) => ({
  id,
  width: 1280,
  height: 960,
  takenAt: '2026-11-22T10:01:00+05:30',
});
const image = (id: string) => `data:image/webp;base64,${id.replaceAll('-', '')}`;

/** What the server was asked for, by photo id. */
const asked: string[] = [];
const server = setupServer(
  handle('getDefectPhoto', ({ input: { photo_id } }) => {
    asked.push(photo_id);
    return {
      ...ref(photo_id),
      kind: 'fabric',
      reportNo: 'QI-1',
      rollNo: 'R-1',
      mistake: 'Hole',
      takenBy: 'asha',
      // Removed by the mill's retention: the tap keeps its photo's place.
      photo: photo_id === GONE ? null : image(photo_id),
    };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  asked.length = 0;
});
afterAll(() => server.close());

/** Three taps: a hole with two photos, a slub without, a hole whose photo was removed. */
function mistakes(): RollSheet['mistakes'] {
  const row = (id: string, mistake: string, mistakeTa: string | null, photos: string[]) => ({
    id,
    reportNo: 'QI-1',
    rollNo: 'R-1',
    mistake,
    mistakeTa,
    points: 4,
    continuousM: null,
    positionM: null,
    recordedBy: 'asha',
    recordedAt: '2026-11-22T10:00:00+05:30',
    clientId: null,
    photos: photos.map(ref),
  });
  return [
    row('1', 'Hole', 'ஓட்டை', [HOLE_1, HOLE_2]),
    row('2', 'Slub', null, []),
    row('3', 'Hole', 'ஓட்டை', [GONE]),
  ];
}

function renderList(rows = mistakes()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MistakeList mistakes={rows} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

describe('the roll sheet’s defect photos', () => {
  it('counts each tap’s photos in the table and lists thumbnails under their tap’s number', async () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Mistakes' });
    expect(within(table).getByRole('columnheader', { name: 'Photos' })).toBeInTheDocument();
    await within(table).findByText('2 photos');
    const list = screen.getByRole('heading', { name: 'Photos of the defects' }).parentElement!;
    expect(within(list).getByText('1. Hole · 4 pt')).toBeInTheDocument();
    expect(within(list).getByText('3. Hole · 4 pt')).toBeInTheDocument();
    expect(within(list).queryByText(/Slub/)).toBeNull();
    const first = await within(list).findByRole('img', {
      name: 'Photo of Hole on roll R-1',
      hidden: false,
    });
    expect(first).toHaveAttribute('src', image(HOLE_1));
    expect(within(list).getAllByRole('button', { name: /^Open photo/ })).toHaveLength(3);
    // A photo the mill no longer keeps says so in its place.
    await within(list).findByText(/no longer kept/);
  });

  it('opens a thumbnail large, read once, and closes it', async () => {
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Open photo 2 of Hole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo of Hole on roll R-1' });
    expect(await within(dialog).findByRole('img')).toHaveAttribute('src', image(HOLE_2));
    expect(asked.filter((id) => id === HOLE_2)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no photo list for a roll without photos', () => {
    renderList(mistakes().map((t) => ({ ...t, photos: [] })));
    expect(screen.queryByText('Photos of the defects')).toBeNull();
    expect(asked).toHaveLength(0);
  });

  it('names the defect in Tamil', async () => {
    act(() => localeStore.set('ta'));
    renderList();
    // Both holes' first photos, each under its own tap.
    expect(await screen.findAllByRole('button', { name: 'ஓட்டை — புகைப்படம் 1-ஐத் திற' })).toHaveLength(
      2,
    );
    expect(screen.getByRole('columnheader', { name: 'புகைப்படங்கள்' })).toBeInTheDocument();
  });

  it('are read for the screen only, never kept among the answers stored for offline use', async () => {
    const client = renderList();
    await screen.findAllByRole('img', { name: 'Photo of Hole on roll R-1' });
    const photo = client.getQueryCache().find({ queryKey: defectPhotoQuery(HOLE_1).queryKey });
    expect(photo?.state.status).toBe('success');
    expect(worthKeeping(photo!)).toBe(false);
  });
});
