import type { photoTypes } from '../../db/schema';
import { badInput } from '../../http/errors';

export type PhotoType = (typeof photoTypes)[number];

export interface Photo {
  readonly bytes: Buffer;
  readonly type: PhotoType;
}

/** What the image's first bytes say it is: the file, not the label in front of it, decides. */
function sniff(bytes: Buffer): PhotoType | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  const riff = bytes.subarray(0, 4).toString('latin1') === 'RIFF';
  if (riff && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/**
 * A photo as the contract took it (a JPEG or WebP data URL, or its bare base64, at most 200 KB),
 * as bytes to store. The contract checked the shape and size; the bytes must really be the image
 * they say, or it is refused naming the field.
 */
export function readPhoto(photo: string, field: string): Photo {
  const comma = photo.indexOf(',');
  const declared = comma < 0 ? null : photo.slice(5, photo.indexOf(';'));
  const bytes = Buffer.from(comma < 0 ? photo : photo.slice(comma + 1), 'base64');
  const type = sniff(bytes);
  if (!type) throw badInput(field, 'is not a JPEG or WebP image');
  if (declared && declared !== type) {
    throw badInput(field, `says it is ${declared} but is ${type}`);
  }
  return { bytes, type };
}

/** A stored photo as the data URL the app shows. */
export const photoDataUrl = (bytes: Uint8Array | null, type: string | null): string | null =>
  bytes && type ? `data:${type};base64,${Buffer.from(bytes).toString('base64')}` : null;
