import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../i18n';
import { callQuery } from '../lib/rpc';
import classes from './DefectPhoto.module.css';

/**
 * One defect photo as the server keeps it. A photo never changes, so it is read once per visit;
 * it is not kept among the answers stored for offline use (app/queryPersist.ts): a few photos
 * would fill the device's storage for reports.
 */
export const defectPhotoQuery = (id: string) => ({
  ...callQuery('getDefectPhoto', { photo_id: id }),
  staleTime: Infinity,
});

/**
 * A defect photo by its id: a square thumbnail, or large (as wide as its place, within the
 * screen's height). Says so when it cannot be read, or when the mill's retention removed it.
 */
export function DefectPhoto({
  id,
  alt,
  size = 'large',
}: {
  id: string;
  alt: string;
  size?: 'thumb' | 'large';
}) {
  const photo = useQuery(defectPhotoQuery(id));
  if (photo.isPending)
    return (
      <span className={classes.frame} data-size={size}>
        <Loader size="sm" aria-label={m.photo_loading()} />
      </span>
    );
  const data = photo.data;
  if (!data?.photo)
    return (
      <span className={classes.frame} data-size={size}>
        <Text size="sm" c="dimmed" className={classes.words}>
          {data ? m.photo_removed() : m.photo_not_loaded()}
        </Text>
      </span>
    );
  return (
    <img
      className={classes.image}
      data-size={size}
      src={data.photo}
      alt={alt}
      width={data.width}
      height={data.height}
      decoding="async"
    />
  );
}
