/**
 * The roll label's QR code. It holds the roll number and nothing else: the app's scanners and the
 * header search read a roll number wherever it comes from, and the roll's passport opens from it.
 */
import type { QRCode } from 'qrcode';

export type QrModule = typeof import('qrcode');

let loading: Promise<QrModule> | null = null;

/** qrcode loads with the first label shown, never with the screens that offer one. */
export function loadQr(): Promise<QrModule> {
  loading ??= import('qrcode').catch((error: unknown) => {
    // A failed download (offline, new version) may be tried again on the next label.
    loading = null;
    throw error;
  });
  return loading;
}

/** The text encoded in a roll's QR code. */
export const rollCode = (rollNo: string): string => rollNo.trim();

/** Modules of quiet zone around the code: white space the scanner finds its edges by. */
export const QUIET = 2;

/**
 * The code's dark modules as one SVG path, in module units (the drawing's viewBox is the code's
 * size plus the quiet zone on each side). One path keeps a label light however many modules.
 */
export function qrPath(code: Pick<QRCode, 'modules'>): { size: number; d: string } {
  const { size } = code.modules;
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      // A run of dark modules on a row is one rectangle.
      if (!code.modules.get(row, col)) continue;
      let end = col;
      while (end + 1 < size && code.modules.get(row, end + 1)) end += 1;
      parts.push(`M${col + QUIET} ${row + QUIET}h${end - col + 1}v1h-${end - col + 1}z`);
      col = end;
    }
  }
  return { size: size + 2 * QUIET, d: parts.join('') };
}

/** The roll number's QR code as a path; medium error correction reads through a crease or smudge. */
export const rollQr = (qr: QrModule, rollNo: string) =>
  qrPath(qr.create(rollCode(rollNo), { errorCorrectionLevel: 'M' }));
