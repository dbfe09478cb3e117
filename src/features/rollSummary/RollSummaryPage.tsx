import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { ErrorState } from '../../components/ErrorState';
import { Segmented } from '../../components/Segmented';
import { m } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { dateFilterRange, type DateFilter } from '../../lib/dateFilter';
import { RollTable, RollTotals } from './RollTable';
import { grades, gradeRollsQuery, NEWEST_LIMIT, type GradeChoice } from './rolls';

export const rollDateModes = ['newest', 'range'] as const;
export type RollDateMode = (typeof rollDateModes)[number];

export interface RollSummaryFilters extends DateFilter {
  grade: GradeChoice;
  dates: RollDateMode;
}

const gradeLabel = (g: GradeChoice) => m.rollsum_grade_n({ grade: g });

/**
 * production-roll-summary: the rolls graded 1, 2 or 3 at their latest inspection, the newest
 * ones or those produced in a date range, with their count and kg on top.
 */
export function RollSummaryPage({
  filters,
  onChange,
}: {
  filters: RollSummaryFilters;
  onChange: (change: Partial<RollSummaryFilters>) => void;
}) {
  const range = filters.dates === 'range' ? dateFilterRange(filters) : null;
  // The rows of the grade or range before stay until the new ones come: no empty flash.
  const query = useQuery({
    ...gradeRollsQuery(filters.grade, range),
    placeholderData: keepPreviousData,
  });
  const rows = query.data ?? [];
  const title = m.rollsum_grade_title({ grade: filters.grade });
  const scope = range
    ? m.rollsum_produced_between({ from: formatDate(range.from), to: formatDate(range.to) })
    : rows.length >= NEWEST_LIMIT
      ? m.rollsum_newest_limit({ n: String(NEWEST_LIMIT) })
      : m.rollsum_newest();

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {m.rollsum_title()}
      </Title>
      <Segmented
        label={m.rollsum_grade()}
        value={filters.grade}
        onChange={(grade) => onChange({ grade })}
        data={grades.map((g) => ({ value: g, label: gradeLabel(g) }))}
      />
      <Segmented
        label={m.rollsum_which_rolls()}
        wrap
        value={filters.dates}
        onChange={(dates) => onChange({ dates })}
        data={[
          { value: 'newest', label: m.rollsum_dates_newest() },
          { value: 'range', label: m.rollsum_dates_range() },
        ]}
      />
      {filters.dates === 'range' && (
        <Group gap="sm" align="flex-end">
          <DateRangeFilter filter={filters} onChange={onChange} label={m.rollsum_produced()} />
        </Group>
      )}
      {query.isError && !query.data ? (
        <ErrorState title={m.rollsum_not_loaded()} error={query.error} />
      ) : query.isPending ? (
        <Loader size="lg" aria-label={m.rollsum_loading()} />
      ) : (
        <>
          <Group gap="sm" aria-live="polite">
            <Text size="lg" fw={600}>
              {title}
            </Text>
            <Text size="lg" c="dimmed">
              {scope}
            </Text>
            {query.isFetching && <Loader size="sm" aria-label={m.rollsum_loading()} />}
          </Group>
          <RollTotals rows={rows} detail={title} />
          <RollTable rows={rows} label={title} />
        </>
      )}
    </Stack>
  );
}
