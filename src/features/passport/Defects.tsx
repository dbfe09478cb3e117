import { Group, Text } from '@mantine/core';
import { m, useLocale } from '../../i18n';
import { formatMetres } from '../../i18n/format';
import { mistakeName } from '../../lib/mistakeName';
import { PassportPhoto } from './PassportPhoto';
import type { PassportDefect } from './queries';
import classes from './passport.module.css';

/** What a defect was: its points (or pieces), where on the roll, how long it ran. */
const detailOf = (d: PassportDefect): string =>
  [
    d.points !== null && m.passport_defect_points({ count: d.points }),
    d.pieces !== null && m.passport_defect_pieces({ count: d.pieces }),
    d.positionM !== null && m.passport_defect_at({ metre: formatMetres(d.positionM) }),
    d.continuousM !== null &&
      d.continuousM > 0 &&
      m.passport_defect_continuous({ length: formatMetres(d.continuousM) }),
  ]
    .filter((part) => part !== false)
    .join(' · ');

/** An inspection's defects, each by its type's name in the screen's language, with its photos. */
export function Defects({ defects }: { defects: readonly PassportDefect[] }) {
  const locale = useLocale();
  if (defects.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {m.passport_no_defects()}
      </Text>
    );
  return (
    <ul className={classes.lines} aria-label={m.passport_defects()}>
      {defects.map((d) => {
        const name = mistakeName(d.mistake, d.mistakeTa, locale);
        const detail = detailOf(d);
        return (
          <li key={d.id}>
            <Text span fw={600}>
              {name}
            </Text>
            {detail && <Text span>{` · ${detail}`}</Text>}
            {d.photos.length > 0 && (
              <Group gap={6} mt={4} className="no-print">
                {d.photos.map((photo, i) => (
                  <PassportPhoto key={photo.id} photo={photo} n={i + 1} mistake={name} />
                ))}
              </Group>
            )}
          </li>
        );
      })}
    </ul>
  );
}
