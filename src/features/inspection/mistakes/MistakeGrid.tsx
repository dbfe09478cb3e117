import { memo } from 'react';
import { Badge, UnstyledButton } from '@mantine/core';
import { m as msg, useLocale } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { mistakeName } from '../mistakeName';
import type { MistakeMaster } from '../queries';
import classes from './MistakeDetails.module.css';

interface Props {
  master: readonly MistakeMaster[];
  counts: ReadonlyMap<string, number>;
  onTap: (m: MistakeMaster) => void;
}

/** Fabric defects, most used first: the inspector's hand finds the common ones in the same place. */
export const fabricMistakes = (master: readonly MistakeMaster[]) =>
  master
    .filter((m) => m.active && m.appliesTo !== 'collarCuff')
    .sort((a, b) => b.usage - a.usage || a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

/** One defect's button; memoised, so a tap renders again only the button whose count changed. */
const MistakeButton = memo(function MistakeButton({
  m,
  n,
  onTap,
}: {
  m: MistakeMaster;
  n: number;
  onTap: (m: MistakeMaster) => void;
}) {
  const locale = useLocale();
  // Shown in the tablet's language; the tap itself is saved by the English name (onTap).
  const name = mistakeName(m.name, m.nameTa, locale);
  const points = m.continuous
    ? msg.defects_points_a_metre({ points: formatNumber(4) })
    : msg.defects_points({ count: m.defaultPoints });
  return (
    <UnstyledButton
      className={classes.mistake}
      data-continuous={m.continuous || undefined}
      onClick={() => onTap(m)}
      aria-label={
        n
          ? msg.defects_button_so_far({ name, points, count: formatNumber(n) })
          : msg.defects_button({ name, points })
      }
    >
      <span className={classes.mistakeName}>{name}</span>
      <span className={classes.mistakeMeta}>
        {m.continuous
          ? msg.defects_pt_metre({ points: formatNumber(4) })
          : msg.defects_pt({ points: formatNumber(m.defaultPoints) })}
        {n > 0 && (
          <Badge size="lg" circle variant="filled" color="dark" aria-hidden="true">
            {formatNumber(n)}
          </Badge>
        )}
      </span>
    </UnstyledButton>
  );
});

export function MistakeGrid({ master, counts, onTap }: Props) {
  return (
    <div className={classes.grid} role="group" aria-label={msg.defects_grid()}>
      {master.map((m) => (
        <MistakeButton key={m.name} m={m} n={counts.get(m.name) ?? 0} onTap={onTap} />
      ))}
    </div>
  );
}
