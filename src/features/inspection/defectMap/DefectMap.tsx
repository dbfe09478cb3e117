import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { m, useLocale, type Locale } from '../../../i18n';
import { formatMetres, formatNumber } from '../../../i18n/format';
import { mistakeName } from '../mistakeName';
import type { MistakeRow } from '../queries';
import { stripHeight } from './drawing';
import { layoutDefects, type DefectLayout } from './layout';
import { MapKey } from './MapKey';
import { MapRow } from './MapRow';
import classes from './defectMap.module.css';

export type MapMistake = Pick<
  MistakeRow,
  'id' | 'mistake' | 'mistakeTa' | 'points' | 'enteredPoints' | 'continuousM' | 'positionM'
>;

interface Props {
  rollNo: string;
  lengthM: number | null;
  /** The roll's width (measured, else the specification); null when neither is known. */
  widthCm: number | null;
  /** The roll's mistakes in the order its list shows them (their numbers on the map). */
  mistakes: readonly MapMistake[];
}

const metres = (n: number) => formatMetres(n, { max: 2 });

/** Each defect in words, by its id: a mark's title and a line of the list read out instead. */
function wordsOf(
  layout: DefectLayout,
  mistakes: readonly MapMistake[],
  locale: Locale,
): Map<string, string> {
  const strip = layout.state === 'strip';
  const marks = new Map(strip ? layout.marks.map((k) => [k.id, k]) : []);
  // A run cut over rows is one defect: its first piece has the whole run's metres.
  const bars = new Map(strip ? layout.bars.filter((b) => !b.cutStart).map((b) => [b.id, b]) : []);
  return new Map(
    mistakes.map((d, i) => {
      const said = {
        n: formatNumber(i + 1),
        name: mistakeName(d.mistake, d.mistakeTa, locale),
        points: formatNumber(d.points),
      };
      const mark = marks.get(d.id);
      const bar = bars.get(d.id);
      if (mark)
        return [
          d.id,
          mark.beyond
            ? m.label_map_mark_beyond({ ...said, at: metres(mark.recordedM) })
            : m.label_map_mark({ ...said, at: metres(mark.atM) }),
        ];
      if (bar) {
        const run = { from: metres(bar.fromM), to: metres(bar.toM) };
        return [
          d.id,
          bar.beyond
            ? m.label_map_bar_beyond({ ...said, ...run })
            : m.label_map_bar({ ...said, ...run }),
        ];
      }
      if (d.positionM !== null)
        return [d.id, m.label_map_mark({ ...said, at: metres(d.positionM) })];
      return [d.id, m.label_map_unplaced_item(said)];
    }),
  );
}

/** The notes under the strip: defects without a metre, past the roll's end, an unknown width. */
function Notes({
  layout,
  widthKnown,
}: {
  layout: DefectLayout & { state: 'strip' };
  widthKnown: boolean;
}) {
  return (
    <>
      {layout.total === 0 && <Text>{m.label_map_no_defects()}</Text>}
      {layout.withoutPosition > 0 && (
        <Text fw={600}>{m.label_map_unplaced({ count: layout.withoutPosition })}</Text>
      )}
      {layout.beyond > 0 && (
        <Text fw={600}>
          {m.label_map_beyond({ count: layout.beyond, length: metres(layout.lengthM) })}
        </Text>
      )}
      {!widthKnown && (
        <Text size="sm" c="dimmed">
          {m.label_map_width_unknown()}
        </Text>
      )}
    </>
  );
}

/**
 * A roll's defects where they are along it: the roll as a strip to scale (its width too, when
 * known), in rows of 25 m with a metre scale, each defect a mark at its metre (a continuous one a
 * bar as long as it runs), numbered as in the list of mistakes. Defects carry no side of the
 * fabric, so all sit on the centre line. A list in words stands in for the drawing.
 */
export function DefectMap({ rollNo, lengthM, widthCm, mistakes }: Props) {
  const locale = useLocale();
  const layout = useMemo(
    () =>
      layoutDefects(
        lengthM,
        mistakes.map((d) => ({
          id: d.id,
          positionM: d.positionM,
          continuousM: d.continuousM,
          points: d.enteredPoints ?? d.points,
        })),
      ),
    [lengthM, mistakes],
  );
  const words = useMemo(() => wordsOf(layout, mistakes, locale), [layout, mistakes, locale]);
  const said = (item: { id: string }) => words.get(item.id) ?? '';

  const list = mistakes.length > 0 && (
    <ul className={classes.hidden} aria-label={m.label_map_list()}>
      {mistakes.map((d) => (
        <li key={d.id}>{said(d)}</li>
      ))}
    </ul>
  );

  if (layout.state === 'noPositions')
    return (
      <Stack gap={4} data-testid="defect-map">
        <Text fw={700}>{m.label_map_no_positions()}</Text>
        <Text>{m.label_map_no_positions_detail({ count: layout.total })}</Text>
      </Stack>
    );
  if (layout.state === 'noLength')
    return (
      <Stack gap={4} data-testid="defect-map">
        <Text>{m.label_map_no_length()}</Text>
        {list}
      </Stack>
    );

  const strip = stripHeight(widthCm);
  return (
    <Stack gap="sm" data-testid="defect-map">
      <div className={classes.rows}>
        {layout.rows.map((row) => (
          <MapRow
            key={row.index}
            row={row}
            rowM={layout.rowM}
            strip={strip}
            marks={layout.marks.filter((k) => k.row === row.index)}
            bars={layout.bars.filter((b) => b.row === row.index)}
            title={m.label_map_row({ rollNo, from: metres(row.fromM), to: metres(row.toM) })}
            said={said}
          />
        ))}
      </div>
      {list}
      <Notes layout={layout} widthKnown={widthCm !== null} />
      {layout.total > 0 && (
        <>
          <MapKey beyond={layout.beyond > 0} />
          <Text size="sm" c="dimmed">
            {m.label_map_numbers()}
          </Text>
        </>
      )}
    </Stack>
  );
}
