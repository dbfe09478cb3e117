import { useEffect, useState } from 'react';
import { Loader } from '@mantine/core';
import { m } from '../../../i18n';
import { passQrSvg } from './pass';

/** The pass number as a QR code, drawn as SVG so it prints sharp on any label printer. */
export function PassQr({ passNo }: { passNo: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void passQrSvg(passNo).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [passNo]);
  if (!svg) return <Loader size="md" aria-label={m.gate_pass_qr_of({ passNo })} />;
  return (
    <div
      className="gate-pass-qr"
      role="img"
      aria-label={m.gate_pass_qr_of({ passNo })}
      data-code={passNo}
      // qrcode's own output: an SVG of rectangles, nothing from the user but the pass number.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
