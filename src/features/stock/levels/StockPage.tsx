import { lazy, Suspense, useRef } from 'react';
import { Loader, Stack, Title } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Segmented } from '../../../components/Segmented';
import { m } from '../../../i18n';
import { ListStock } from './ListStock';
import { stockSearch, type StockSearch } from './search';
import { stockViews, viewLabels } from './stock';

// Each opens only when asked for: the drawer on an item's tap, the pairs on their tab.
const ItemDrill = lazy(() => import('./ItemDrill'));
const PairsView = lazy(() => import('./PairsView'));

/**
 * stock-with-collar-cuff: fabric and collar & cuff stock in the mill's warehouses, at job-work
 * processors and in the PTSASTRI group, by warehouse, batch and item; fabric beside its collar
 * and cuff; the places one item lies. Everything the user chose lives in the address.
 */
export function StockPage({ search: raw }: { search: unknown }) {
  const search = stockSearch.parse(raw);
  const navigate = useNavigate({ from: '/stock-with-collar-cuff' });
  const router = useRouter();
  // A drawer opened here was pushed onto the history, so Back and its close button agree.
  const pushed = useRef(false);
  const change = (c: Partial<StockSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...c }), replace: true });
  const openItem = (item: string) => {
    pushed.current = true;
    void navigate({ search: (prev) => ({ ...prev, item }) });
  };
  const closeItem = () => {
    if (pushed.current) {
      pushed.current = false;
      router.history.back();
    } else change({ item: undefined });
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {m.stock_title()}
      </Title>
      <Segmented
        label={m.stock_views()}
        wrap
        value={search.view}
        onChange={(view) => change({ view })}
        data={stockViews.map((v) => ({ value: v, label: viewLabels[v]() }))}
      />
      {search.view === 'pairs' ? (
        <Suspense fallback={<Loader size="lg" aria-label={m.stock_loading()} />}>
          <PairsView text={search.pair} onSearch={(pair) => change({ pair })} />
        </Suspense>
      ) : (
        <ListStock view={search.view} search={search} onChange={change} onOpenItem={openItem} />
      )}
      {search.item && (
        <Suspense fallback={null}>
          <ItemDrill itemCode={search.item} onClose={closeItem} />
        </Suspense>
      )}
    </Stack>
  );
}
