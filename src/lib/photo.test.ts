import { describe, expect, it } from 'vitest';
import { dataUrlBytes, fitWithin, PHOTO_MAX_BYTES, shrinkPhoto, type Encode } from './photo';

/** A JPEG encoder whose size grows with the pixels and the quality, as a real one does. */
const fakeJpeg =
  (bytesPerPixel: number): Encode =>
  (width, height, quality) => {
    const bytes = Math.round(width * height * bytesPerPixel * quality);
    return Promise.resolve({
      bytes,
      dataUrl: `data:image/jpeg;base64,${width}x${height}@${quality}`,
    });
  };

describe('a gate photo', () => {
  it('of a 12 MP phone camera comes out at most 200 KB, its proportions kept', async () => {
    const out = await shrinkPhoto(4000, 3000, fakeJpeg(0.6));
    expect(out).not.toBeNull();
    expect(out!.bytes).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
    expect(out!.width / out!.height).toBeCloseTo(4 / 3, 1);
    expect(Math.max(out!.width, out!.height)).toBeLessThanOrEqual(1024);
  });

  it('keeps the best quality when the picture is small enough already', async () => {
    const out = await shrinkPhoto(800, 600, fakeJpeg(0.1));
    expect(out).toMatchObject({ width: 800, height: 600 });
    expect(out!.dataUrl).toContain('@0.85');
  });

  it('gets smaller rather than blurrier once the lowest quality is not enough', async () => {
    const out = await shrinkPhoto(3000, 4000, fakeJpeg(2));
    expect(out!.bytes).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
    expect(out!.height).toBeLessThan(1024);
    expect(out!.width).toBeLessThan(out!.height);
  });

  it('is refused when nothing fits, instead of sending a huge one', async () => {
    expect(await shrinkPhoto(4000, 3000, fakeJpeg(1000))).toBeNull();
  });

  it('never grows a small picture', () => {
    expect(fitWithin(320, 240, 1024)).toEqual({ width: 320, height: 240 });
  });

  it('counts the bytes of a data URL without its padding', () => {
    expect(dataUrlBytes('data:image/jpeg;base64,QUJD')).toBe(3);
    expect(dataUrlBytes('data:image/jpeg;base64,QUI=')).toBe(2);
  });
});
