import { memo, useEffect, useState, useSyncExternalStore } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '../../components/ErrorState';
import { m } from '../../i18n';
import { formatKg, formatNumber, formatPercent, formatTime } from '../../i18n/format';
import { connectivity } from '../../lib/connectivity';
import { errorMessage } from '../../lib/errors';
import { AlertStrip } from './AlertStrip';
import { liveCards, liveQuery, rejectPct, today, type LiveCard } from './liveData';
import classes from './LiveFloor.module.css';

/** The current time, ticking every `ms`: for "updated 12 s ago" and nothing else. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** How long ago, in the largest whole unit that reads at a glance. */
export function ageText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return m.live_age_seconds({ n: formatNumber(s) });
  const min = Math.floor(s / 60);
  if (min < 60) return m.live_age_minutes({ n: formatNumber(min) });
  return m.live_age_hours({ n: formatNumber(Math.floor(min / 60)) });
}

/** A refresh is late when two have been missed: the answer shown is older than it looks. */
const LATE_MS = 15_000;

/**
 * When the cards were last answered, and whether that is still the news: a failed refresh or a
 * lost connection keeps the last answer on the wall and says how old it is. Its own component,
 * so the second's tick redraws this line and not the cards.
 */
function Freshness({
  updatedAt,
  error,
  fetching,
}: {
  updatedAt: number;
  error: unknown;
  fetching: boolean;
}) {
  const now = useNow(1000);
  const online = useSyncExternalStore(connectivity.subscribe, connectivity.get);
  const age = now - updatedAt;
  const when = { time: formatTime(updatedAt), age: ageText(age) };
  if (!online || error !== null || age > LATE_MS) {
    return (
      <Alert color="orange" variant="filled" role="status" title={m.live_stale_title(when)}>
        <Text size="lg">
          {!online
            ? m.live_stale_offline()
            : error !== null
              ? errorMessage(error)
              : m.live_stale_late()}
        </Text>
      </Alert>
    );
  }
  return (
    <Group gap="xs">
      <Text size="lg" fw={600} data-testid="live-updated">
        {m.live_updated(when)}
      </Text>
      {fetching && <Loader size="xs" aria-label={m.live_refreshing()} />}
    </Group>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className={classes.figureLabel}>{label}</dt>
      <dd className={classes.figure} data-figure>
        {value}
      </dd>
    </div>
  );
}

function CardBody({ card }: { card: LiveCard }) {
  const stageName =
    card.stage === 'finish'
      ? m.report_stage_finish()
      : card.stage === 'greige'
        ? m.report_stage_greige()
        : null;
  const pct = rejectPct(card);
  return (
    <>
      <div className={classes.top}>
        <h3 className={classes.table}>{card.tableName}</h3>
        <span
          className={classes.state}
          data-busy={card.busy ? 'true' : undefined}
          data-idle={card.busy ? undefined : 'true'}
        >
          {card.busy ? m.live_busy() : m.live_idle()}
        </span>
      </div>
      {card.busy ? (
        <>
          {card.reportNo && (
            <div className={classes.line}>
              <span className={classes.strong}>{card.reportNo}</span>
              {card.inspector ? ` · ${card.inspector}` : ''}
            </div>
          )}
          {card.itemName && (
            <div className={classes.line}>
              {stageName
                ? m.live_item_stage({ item: card.itemName, stage: stageName })
                : card.itemName}
            </div>
          )}
          <div className={classes.line}>
            {card.currentRollNo
              ? m.live_current_roll({ rollNo: card.currentRollNo })
              : m.live_no_roll_yet()}
          </div>
        </>
      ) : (
        <div className={classes.line}>{m.live_idle_today()}</div>
      )}
      <dl className={classes.figures}>
        <Figure label={m.live_rolls()} value={formatNumber(card.rolls)} />
        {card.kind === 'fabric' ? (
          <>
            <Figure label={m.live_kg()} value={formatKg(card.kg)} />
            <Figure label={m.live_points()} value={formatNumber(card.points)} />
            {card.busy && (
              <Figure
                label={m.live_grade_so_far()}
                value={card.grade === null ? '–' : m.frame_grade({ grade: String(card.grade) })}
              />
            )}
          </>
        ) : (
          <>
            <Figure label={m.live_checked()} value={formatNumber(card.piecesChecked)} />
            <Figure label={m.live_rejected()} value={formatNumber(card.piecesRejected)} />
            <Figure label={m.live_reject_pct()} value={formatPercent(pct)} />
          </>
        )}
      </dl>
      {card.lastActivityAt && (
        <div className={classes.line}>
          {m.live_last_activity({ time: formatTime(card.lastActivityAt) })}
        </div>
      )}
    </>
  );
}

/**
 * One table. A busy table's card opens its report; memoised on its figures, so a refresh that
 * changes one table redraws that card alone.
 */
const TableCard = memo(
  function TableCard({ card }: { card: LiveCard }) {
    const state = {
      'data-busy': card.busy ? 'true' : undefined,
      'data-idle': card.busy ? undefined : 'true',
    };
    if (card.busy && card.reportNo) {
      const common = {
        className: classes.card,
        'data-testid': 'live-card',
        'aria-label': m.live_open_report({ table: card.tableName, reportNo: card.reportNo }),
        ...state,
      };
      return card.kind === 'fabric' ? (
        <Link to="/report-view-detail" search={{ reportNo: card.reportNo }} {...common}>
          <CardBody card={card} />
        </Link>
      ) : (
        <Link to="/cc-report-view-detail" search={{ reportNo: card.reportNo }} {...common}>
          <CardBody card={card} />
        </Link>
      );
    }
    return (
      <div className={classes.card} data-testid="live-card" {...state}>
        <CardBody card={card} />
      </div>
    );
  },
  (a, b) => JSON.stringify(a.card) === JSON.stringify(b.card),
);

function CardGroup({ title, cards, wall }: { title: string; cards: LiveCard[]; wall: boolean }) {
  if (cards.length === 0) return null;
  const busy = cards.filter((c) => c.busy).length;
  return (
    <section aria-label={title}>
      <Stack gap="sm">
        <h2 className={classes.group}>
          {title}
          <Text span size="lg" fw={600} ml="sm">
            {m.live_busy_of({ busy: formatNumber(busy), all: formatNumber(cards.length) })}
          </Text>
        </h2>
        <div className={classes.grid} data-wall={wall ? 'true' : undefined}>
          {cards.map((c) => (
            <TableCard key={`${c.kind}:${c.tableName}`} card={c} />
          ))}
        </div>
      </Stack>
    </section>
  );
}

async function toggleFullscreen(on: boolean) {
  try {
    if (on && !document.fullscreenElement) await document.documentElement.requestFullscreen();
    if (!on && document.fullscreenElement) await document.exitFullscreen();
  } catch {
    // A browser or frame that refuses full screen still gets the big cards.
  }
}

/**
 * dashboardlive: the alerts still to act on, then every inspection table of the mill, busy or
 * idle, refreshed every few seconds without a reload. `wall` draws it for a screen read from
 * across the room: bigger cards, full screen when the browser allows, nothing to tap but the way
 * back.
 */
export function LiveFloor({
  wall,
  onWallChange,
}: {
  wall: boolean;
  onWallChange: (wall: boolean) => void;
}) {
  const day = today();
  // The day rolls over at midnight; the previous day's cards stay until the new day answers.
  const query = useQuery({ ...liveQuery(day), placeholderData: keepPreviousData });
  const cards = query.data ? liveCards(query.data) : [];
  const fabric = cards.filter((c) => c.kind === 'fabric');
  const cc = cards.filter((c) => c.kind === 'cc');

  const setWall = (on: boolean) => {
    void toggleFullscreen(on);
    onWallChange(on);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size={wall ? 'h1' : 'h2'}>
          {m.live_title()}
        </Title>
        <Button
          size="lg"
          variant={wall ? 'filled' : 'default'}
          className="no-print"
          onClick={() => setWall(!wall)}
        >
          {wall ? m.live_wall_leave() : m.live_wall_enter()}
        </Button>
      </Group>
      {query.data && (
        <Freshness
          updatedAt={query.dataUpdatedAt}
          error={query.isError ? query.error : null}
          fetching={query.isFetching}
        />
      )}
      {/* A wall is read, not touched: its alerts go first. On a screen people tap, they go
          after the cards, which an alert arriving must not move under a finger. */}
      {wall && <AlertStrip wall />}
      {query.isPending ? (
        <Loader size="lg" aria-label={m.live_loading()} />
      ) : query.isError && !query.data ? (
        <Stack gap="sm" align="flex-start">
          <ErrorState title={m.live_not_loaded()} error={query.error} />
          <Button size="lg" variant="default" onClick={() => void query.refetch()}>
            {m.live_try_again()}
          </Button>
        </Stack>
      ) : cards.length === 0 ? (
        <Text size="xl">{m.live_no_tables()}</Text>
      ) : (
        <>
          <CardGroup title={m.live_fabric_tables()} cards={fabric} wall={wall} />
          <CardGroup title={m.live_cc_tables()} cards={cc} wall={wall} />
        </>
      )}
      {!wall && <AlertStrip wall={false} />}
    </Stack>
  );
}
