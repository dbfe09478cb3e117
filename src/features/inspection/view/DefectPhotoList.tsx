import { Stack, Text, Title } from '@mantine/core';
import { PhotoThumbs } from '../../../components/PhotoThumbs';
import { m, useLocale } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { mistakeName } from '../mistakeName';
import type { RollSheet } from '../queries';

type Mistake = RollSheet['mistakes'][number];

/**
 * The roll's defects that have photos, each by its number in the list of mistakes above, with
 * its thumbnails: a tap on one opens it large.
 */
export function DefectPhotoList({ mistakes }: { mistakes: readonly Mistake[] }) {
  const locale = useLocale();
  const shot = mistakes.flatMap((t, i) => (t.photos?.length ? [{ t, n: i + 1 }] : []));
  if (shot.length === 0) return null;
  return (
    <section>
      <Title order={4} mt="md" mb="sm">
        {m.photo_list_title()}
      </Title>
      <Stack gap="md">
        {shot.map(({ t, n }) => {
          const name = mistakeName(t.mistake, t.mistakeTa, locale);
          return (
            <div key={t.id}>
              <Text fw={600} mb={4} style={{ overflowWrap: 'anywhere' }}>
                {`${formatNumber(n)}. ${name} · ${m.defects_pt({ points: formatNumber(t.points) })}`}
              </Text>
              <PhotoThumbs photos={t.photos ?? []} name={name} rollNo={t.rollNo} />
            </div>
          );
        })}
      </Stack>
    </section>
  );
}
