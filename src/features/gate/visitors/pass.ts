/**
 * What a visitor's pass QR code holds, and how a scanned code is read back. The code is the pass
 * number and nothing else: any scanner (the gate's camera, a handheld reader typing into a field)
 * reads it, the security scan can look it up like any other document number, and no personal data
 * (name, phone) is printed in a code anyone can read.
 */

/** The text encoded in the pass's QR code. */
export const passCode = (passNo: string): string => passNo.trim();

/** The pass number in a scanned or typed code (a reader may add a line break); null if empty. */
export function passNoOf(code: string): string | null {
  const passNo = code.trim();
  return passNo ? passNo : null;
}

/** The QR code as an SVG string (qrcode loads only when a pass is shown). */
export async function passQrSvg(passNo: string): Promise<string> {
  const { toString } = await import('qrcode');
  // Medium error correction: a creased or smudged paper pass still reads.
  return toString(passCode(passNo), { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}
