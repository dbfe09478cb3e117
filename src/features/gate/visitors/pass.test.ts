import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { passCode, passNoOf, passQrSvg } from './pass';

describe("a visitor pass's QR code", () => {
  it('holds the pass number and nothing else (no name or phone in a code anyone can read)', async () => {
    const svg = await passQrSvg('VP-2611-0042');
    const expected = await QRCode.toString('VP-2611-0042', {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 1,
    });
    expect(svg).toBe(expected);
    expect(passCode(' VP-2611-0042 ')).toBe('VP-2611-0042');
  });

  it('reads back the pass number a scanner sends with a line break', () => {
    expect(passNoOf('VP-2611-0042\r\n')).toBe('VP-2611-0042');
  });

  it('reads nothing from an empty scan', () => {
    expect(passNoOf('  \n')).toBeNull();
  });
});
