import { Badge, UnstyledButton } from '@mantine/core';
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

export function MistakeGrid({ master, counts, onTap }: Props) {
  return (
    <div className={classes.grid} role="group" aria-label="Record a mistake">
      {master.map((m) => {
        const n = counts.get(m.name) ?? 0;
        return (
          <UnstyledButton
            key={m.name}
            className={classes.mistake}
            data-continuous={m.continuous || undefined}
            onClick={() => onTap(m)}
            aria-label={`${m.name}, ${m.continuous ? '4 points a metre' : `${m.defaultPoints} points`}${n ? `, ${n} so far` : ''}`}
          >
            <span className={classes.mistakeName}>{m.name}</span>
            <span className={classes.mistakeMeta}>
              {m.continuous ? '4 pt / metre' : `${m.defaultPoints} pt`}
              {n > 0 && (
                <Badge size="lg" circle variant="filled" color="dark" aria-hidden="true">
                  {n}
                </Badge>
              )}
            </span>
          </UnstyledButton>
        );
      })}
    </div>
  );
}
