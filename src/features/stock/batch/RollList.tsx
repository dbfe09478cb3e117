import { useMemo, useState } from 'react';
// The card and its tick are drawn by these (the app's start loads only the CSS most screens use).
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Alert, Button, Checkbox, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { m } from '../../../i18n';
import { formatDate, formatKg, formatNumber } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { usePaged } from '../paged';
import { candidateOf, type Candidate } from './pick';

/** Rolls shown at first, and more on each tap: the form below stays within reach. */
const SHOWN = 24;

/**
 * The item's greige rolls free to batch (in greige stock, in no open batch), oldest first as the
 * server lists them, each one tap to add or take out; a box narrows them by roll or order number.
 */
export function RollList({
  itemCode,
  picked,
  onToggle,
}: {
  itemCode: string;
  picked: readonly Candidate[];
  onToggle: (roll: Candidate) => void;
}) {
  const [filter, setFilter] = useState('');
  const [shown, setShown] = useState(SHOWN);
  const [wanted] = useDebouncedValue(filter.trim(), 300);
  const { query, rows, total } = usePaged(
    'getGreigeRollsForBatch',
    { searchItemText: itemCode, ...(wanted ? { searchRollText: wanted } : {}) },
    { keepPrevious: true },
  );
  // The item text matches codes that contain it; the batch takes this item only.
  const rolls = useMemo(
    () => rows.filter((r) => r.itemCode === itemCode).map(candidateOf),
    [rows, itemCode],
  );
  const inBatch = useMemo(() => new Set(picked.map((p) => p.rollNo)), [picked]);
  return (
    <Stack gap="sm" component="section" aria-label={m.batch_free_rolls()}>
      <Text size="lg" fw={700}>
        {m.batch_free_rolls_count({ count: total, n: formatNumber(total) })}
      </Text>
      <TextInput
        size="lg"
        type="search"
        w={340}
        maw="100%"
        label={m.batch_filter_rolls()}
        description={m.batch_filter_rolls_hint()}
        value={filter}
        maxLength={80}
        autoComplete="off"
        onChange={(e) => setFilter(e.currentTarget.value)}
        rightSection={
          query.isFetching ? <Loader size="sm" aria-label={m.batch_loading()} /> : undefined
        }
      />
      {query.isError && !rows.length ? (
        <Alert color="orange" variant="light" title={m.batch_rolls_not_loaded()}>
          {errorMessage(query.error)} {m.batch_rolls_not_loaded_hint()}
        </Alert>
      ) : query.isPending ? (
        <Loader size="md" aria-label={m.batch_loading()} />
      ) : rolls.length === 0 ? (
        <Text size="lg" c="dimmed">
          {m.batch_no_free_rolls()}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
          {rolls.slice(0, shown).map((r) => (
            <Checkbox.Card
              key={r.rollNo}
              checked={inBatch.has(r.rollNo)}
              onClick={() => onToggle(r)}
              radius="md"
              p="sm"
              withBorder
              aria-label={m.batch_roll_pick({ rollNo: r.rollNo, kg: formatKg(r.kg) })}
              style={{ minHeight: 56 }}
              data-roll={r.rollNo}
            >
              <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                <Checkbox.Indicator size="lg" />
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                    {r.rollNo}
                  </Text>
                  <Text size="md" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {formatKg(r.kg)} · {formatDate(r.producedOn)}
                    {r.sourceDocNo ? ` · ${r.sourceDocNo}` : ''}
                  </Text>
                </div>
              </div>
            </Checkbox.Card>
          ))}
        </SimpleGrid>
      )}
      {(rolls.length > shown || query.hasNextPage) && (
        <Button
          size="lg"
          variant="default"
          mih={48}
          loading={query.isFetchingNextPage}
          onClick={() => {
            // The loaded rolls first; the next page only once they are all on screen.
            if (rolls.length > shown) setShown((n) => n + SHOWN);
            else void query.fetchNextPage().then(() => setShown((n) => n + SHOWN));
          }}
        >
          {m.batch_show_more({ n: formatNumber(Math.max(total - shown, 0)) })}
        </Button>
      )}
    </Stack>
  );
}
