/**
 * A photo from the phone's camera made small enough to keep and send: a JPEG data URL of at most
 * `PHOTO_MAX_BYTES`, resized on the device. A phone camera's 4 MB picture would otherwise sit in
 * the outbox, cross a weak gate network and fill the database; a face and an ID card stay readable
 * at 1024 px.
 */

/** The largest photo the gate keeps, in bytes of JPEG (the data URL is about a third longer). */
export const PHOTO_MAX_BYTES = 200_000;
/** The longest side a photo starts from: enough to read a face and a vehicle plate. */
const START_SIDE = 1024;
/** Below this side a smaller file is not worth a useless picture: quality gives way first. */
const MIN_SIDE = 240;
const QUALITIES = [0.85, 0.7, 0.55, 0.4] as const;

/** Draws the picture at a size and encodes it as JPEG; its byte length and data URL. */
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
 * The first encoding within `maxBytes`: at each size from `START_SIDE` down, the qualities from
 * best to worst, then a smaller size. Null when even the smallest is too big (never for a photo).
 */
export async function shrinkPhoto(
  width: number,
  height: number,
  encode: Encode,
  maxBytes = PHOTO_MAX_BYTES,
): Promise<{ dataUrl: string; bytes: number; width: number; height: number } | null> {
  for (let side = START_SIDE; side >= MIN_SIDE; side = Math.floor(side * 0.75)) {
    const size = fitWithin(width, height, side);
    for (const quality of QUALITIES) {
      const out = await encode(size.width, size.height, quality);
      if (out.bytes <= maxBytes) return { ...out, ...size };
    }
  }
  return null;
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

/** The camera's picture as a JPEG data URL of at most `PHOTO_MAX_BYTES`; throws if it is no image. */
export async function photoToJpeg(file: Blob): Promise<string> {
  const { source, w, h } = await decode(file);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  const encode: Encode = (width, height, quality) => {
    canvas.width = width;
    canvas.height = height;
    // A transparent PNG would turn black as JPEG: white behind it instead.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(source, 0, 0, width, height);
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    return Promise.resolve({ dataUrl, bytes: dataUrlBytes(dataUrl) });
  };
  const out = await shrinkPhoto(w, h, encode);
  if ('close' in source && typeof source.close === 'function') source.close();
  if (!out || !out.dataUrl.startsWith('data:image/jpeg')) throw new Error('not an image');
  return out.dataUrl;
}
