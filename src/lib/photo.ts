/**
 * A photo from the tablet's or phone's camera made small enough to keep and send: a JPEG (or
 * WebP) data URL within a ceiling of bytes, resized on the device. A camera's 4 MB picture would
 * otherwise sit in the outbox, cross a weak network and fill the database. The gate's visitor
 * photo stays readable at 1024 px; a defect photo keeps a yarn's fault visible at 1280 px.
 */

/** The largest photo the gate keeps, in bytes of JPEG (the data URL is about a third longer). */
export const PHOTO_MAX_BYTES = 200_000;
/** The longest side a gate photo starts from: enough to read a face and a vehicle plate. */
const START_SIDE = 1024;
/** Below this side a smaller file is not worth a useless picture: quality gives way first. */
const MIN_SIDE = 240;
const QUALITIES = [0.85, 0.7, 0.55, 0.4] as const;

/** An image type a canvas may encode; the first one the browser can encode is used. */
export type PhotoType = 'image/webp' | 'image/jpeg';

export interface PhotoOptions {
  /** The longest side tried first; the picture is never drawn larger than it is. */
  readonly side: number;
  readonly maxBytes: number;
  /** In order of preference; JPEG, which every browser encodes, should come last. */
  readonly types: readonly PhotoType[];
}

/** The gate's visitor photo: JPEG only, as it always was. */
export const GATE_PHOTO: PhotoOptions = {
  side: START_SIDE,
  maxBytes: PHOTO_MAX_BYTES,
  types: ['image/jpeg'],
};

/**
 * A defect photo: WebP where the browser encodes it (about a third smaller than JPEG at the
 * same look), else JPEG. `maxBytes` is the contract's MAX_DEFECT_PHOTO_BYTES (250 KB), written
 * here because the app takes no value from the contract's schemas on its first screens.
 */
export const DEFECT_PHOTO: PhotoOptions = {
  side: 1280,
  maxBytes: 250 * 1024,
  types: ['image/webp', 'image/jpeg'],
};

/** Draws the picture at a size and encodes it; its byte length and data URL. */
export type Encode = (
  width: number,
  height: number,
  quality: number,
) => Promise<{ bytes: number; dataUrl: string }>;

/** The size a `width × height` picture is drawn at so its longest side is at most `side`. */
export function fitWithin(width: number, height: number, side: number) {
  const scale = Math.min(1, side / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The first encoding within `maxBytes`: at each size from `side` down, the qualities from best
 * to worst, then a smaller size. Null when even the smallest is too big (never for a photo).
 */
export async function shrinkPhoto(
  width: number,
  height: number,
  encode: Encode,
  {
    maxBytes = PHOTO_MAX_BYTES,
    side: start = START_SIDE,
  }: { maxBytes?: number; side?: number } = {},
): Promise<{ dataUrl: string; bytes: number; width: number; height: number } | null> {
  for (let side = start; side >= MIN_SIDE; side = Math.floor(side * 0.75)) {
    const size = fitWithin(width, height, side);
    for (const quality of QUALITIES) {
      const out = await encode(size.width, size.height, quality);
      if (out.bytes <= maxBytes) return { ...out, ...size };
    }
  }
  return null;
}

/**
 * The first of `types` the browser encodes. A canvas asked for a type it cannot write answers
 * a PNG instead of failing, so the data URL's own type tells; `probe` encodes a tiny picture.
 */
export function encodableType(
  types: readonly PhotoType[],
  probe: (type: PhotoType) => string,
): PhotoType | null {
  return types.find((type) => probe(type).startsWith(`data:${type};`)) ?? null;
}

/** The byte length of a base64 data URL's payload. */
export const dataUrlBytes = (dataUrl: string): number => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
};

/** Decodes the file, turned the way the camera held it (EXIF orientation), into something to draw. */
async function decode(file: Blob): Promise<{ source: CanvasImageSource; w: number; h: number }> {
  if ('createImageBitmap' in window) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, w: bitmap.width, h: bitmap.height };
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { source: img, w: img.naturalWidth, h: img.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Why a picture was not taken: the screen says it in words. */
export type PhotoProblem = 'notImage' | 'unreadable' | 'tooBig';

export class PhotoRefused extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem);
    this.name = 'PhotoRefused';
  }
}

/** A shrunk photo: its data URL, its type's bytes and the size it was drawn at. */
export interface ShrunkPhoto {
  readonly dataUrl: string;
  readonly bytes: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The camera's picture shrunk by `options`: throws PhotoRefused when the file is no image, cannot
 * be decoded, or is still too big at the smallest size.
 */
export async function shrinkFile(file: Blob, options: PhotoOptions): Promise<ShrunkPhoto> {
  // A file without a type (some file pickers) is tried: decoding tells.
  if (file.type && !file.type.startsWith('image/')) throw new PhotoRefused('notImage');
  let decoded: Awaited<ReturnType<typeof decode>>;
  try {
    decoded = await decode(file);
  } catch {
    throw new PhotoRefused('unreadable');
  }
  const { source, w, h } = decoded;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context || w < 1 || h < 1) throw new PhotoRefused('unreadable');
    canvas.width = 1;
    canvas.height = 1;
    const type = encodableType(options.types, (t) => canvas.toDataURL(t, 0.5));
    if (!type) throw new PhotoRefused('unreadable');
    const encode: Encode = (width, height, quality) => {
      canvas.width = width;
      canvas.height = height;
      // A transparent PNG would turn black as JPEG: white behind it instead.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(source, 0, 0, width, height);
      const dataUrl = canvas.toDataURL(type, quality);
      return Promise.resolve({ dataUrl, bytes: dataUrlBytes(dataUrl) });
    };
    const out = await shrinkPhoto(w, h, encode, options);
    if (!out) throw new PhotoRefused('tooBig');
    return out;
  } finally {
    if ('close' in source && typeof source.close === 'function') source.close();
  }
}

/** The camera's picture as a JPEG data URL of at most `PHOTO_MAX_BYTES`; throws if it is no image. */
export async function photoToJpeg(file: Blob): Promise<string> {
  const out = await shrinkFile(file, GATE_PHOTO);
  if (!out.dataUrl.startsWith('data:image/jpeg')) throw new Error('not an image');
  return out.dataUrl;
}
