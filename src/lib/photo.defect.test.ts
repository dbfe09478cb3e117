import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_DEFECT_PHOTO_BYTES } from '../../contract/main/inspection/photos';
import {
  DEFECT_PHOTO,
  encodableType,
  GATE_PHOTO,
  PhotoRefused,
  shrinkFile,
  shrinkPhoto,
  type Encode,
  type PhotoType,
} from './photo';

/** An encoder whose size grows with the pixels and the quality, as a real one does. */
const fakeEncoder =
  (bytesPerPixel: number): Encode =>
  (width, height, quality) =>
    Promise.resolve({
      bytes: Math.round(width * height * bytesPerPixel * quality),
      dataUrl: `data:image/webp;base64,${width}x${height}@${quality}`,
    });

describe('a defect photo', () => {
  it('keeps the contract’s ceiling', () => {
    expect(DEFECT_PHOTO.maxBytes).toBe(MAX_DEFECT_PHOTO_BYTES);
  });

  it('starts from a long side of 1,280 px, larger than the gate’s 1,024', async () => {
    const out = await shrinkPhoto(4000, 3000, fakeEncoder(0.1), DEFECT_PHOTO);
    expect(out).toMatchObject({ width: 1280, height: 960 });
    expect(out!.dataUrl).toContain('@0.85');
    const gate = await shrinkPhoto(4000, 3000, fakeEncoder(0.1), GATE_PHOTO);
    expect(gate).toMatchObject({ width: 1024, height: 768 });
  });

  it('of a 12 MP camera fits 250 KB, its proportions kept', async () => {
    const out = await shrinkPhoto(3000, 4000, fakeEncoder(0.6), DEFECT_PHOTO);
    expect(out!.bytes).toBeLessThanOrEqual(250 * 1024);
    expect(out!.bytes).toBeGreaterThan(200_000);
    expect(Math.max(out!.width, out!.height)).toBeLessThanOrEqual(1280);
    expect(out!.height / out!.width).toBeCloseTo(4 / 3, 1);
  });
});

describe('the image type', () => {
  const browser =
    (writes: readonly PhotoType[]) =>
    (type: PhotoType): string =>
      writes.includes(type) ? `data:${type};base64,AAAA` : 'data:image/png;base64,AAAA';

  it('is WebP where the browser encodes it', () => {
    expect(encodableType(DEFECT_PHOTO.types, browser(['image/webp', 'image/jpeg']))).toBe(
      'image/webp',
    );
  });

  it('falls back to JPEG where the canvas answers a PNG for WebP', () => {
    expect(encodableType(DEFECT_PHOTO.types, browser(['image/jpeg']))).toBe('image/jpeg');
  });

  it('stays JPEG for the gate even where WebP is written', () => {
    expect(encodableType(GATE_PHOTO.types, browser(['image/webp', 'image/jpeg']))).toBe(
      'image/jpeg',
    );
  });
});

describe('a picked file', () => {
  const canvasWrites = (writes: readonly string[]) => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: () => {},
      drawImage: () => {},
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
      this: HTMLCanvasElement,
      type?: string,
    ) {
      const t = type && writes.includes(type) ? type : 'image/png';
      // About a kilobyte per 10,000 pixels: a photo's size, in base64.
      return `data:${t};base64,${'A'.repeat(Math.ceil((this.width * this.height) / 7500) * 4)}`;
    });
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width: 4000, height: 3000, close: () => {} })),
    );
  };
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const jpeg = () => new File(['x'], 'defect.jpg', { type: 'image/jpeg' });

  it('comes out as WebP with its size, where the browser writes WebP', async () => {
    canvasWrites(['image/webp', 'image/jpeg']);
    const out = await shrinkFile(jpeg(), DEFECT_PHOTO);
    expect(out.dataUrl.startsWith('data:image/webp;base64,')).toBe(true);
    expect(out).toMatchObject({ width: 1280, height: 960 });
    expect(out.bytes).toBeLessThanOrEqual(DEFECT_PHOTO.maxBytes);
  });

  it('comes out as JPEG where it does not', async () => {
    canvasWrites(['image/jpeg']);
    const out = await shrinkFile(jpeg(), DEFECT_PHOTO);
    expect(out.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
  });

  it('is refused when it is no image, before anything is decoded', async () => {
    canvasWrites(['image/jpeg']);
    const pdf = new File(['%PDF'], 'note.pdf', { type: 'application/pdf' });
    await expect(shrinkFile(pdf, DEFECT_PHOTO)).rejects.toEqual(new PhotoRefused('notImage'));
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('is refused as unreadable when the browser cannot decode it', async () => {
    canvasWrites(['image/jpeg']);
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('bad image')));
    await expect(shrinkFile(jpeg(), DEFECT_PHOTO)).rejects.toMatchObject({
      problem: 'unreadable',
    });
  });
});
