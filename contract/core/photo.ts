import { z } from 'zod';

/**
 * A photo resized on the device: a JPEG or WebP as a data URL (or its bare base64). The gate's
 * visitor photos and the inspection tables' defect photos both travel this way, each with its
 * own ceiling.
 */
const PHOTO = /^(data:image\/(jpeg|webp);base64,)?[A-Za-z0-9+/]+={0,2}$/;

/** Bytes of image a photo's base64 carries. */
export const photoBytes = (photo: string): number => {
  const b64 = photo.slice(photo.indexOf(',') + 1);
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
};

export const photoTooLarge = (maxBytes: number) =>
  `must be at most ${Math.round(maxBytes / 1024)} KB: take it again or resize it`;

/** A photo field of at most `maxBytes` of image. */
export const photoField = (maxBytes: number) =>
  z
    .string()
    .max(Math.ceil(maxBytes / 3) * 4 + 30, photoTooLarge(maxBytes))
    .regex(PHOTO, 'must be a JPEG or WebP image (a data URL or base64)')
    .refine((p) => photoBytes(p) <= maxBytes, photoTooLarge(maxBytes));
