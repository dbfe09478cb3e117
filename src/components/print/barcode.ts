import JsBarcode from 'jsbarcode';

/**
 * Draws `value` into `svg` as Code 128, the symbology the app's scanner (@zxing/browser, or the
 * browser's BarcodeDetector) reads from a label or card. Bars two units wide with the ten-module quiet
 * zone the standard asks for; the label's CSS sizes the drawing, its viewBox keeps it sharp.
 */
export function drawCode128(svg: SVGSVGElement, value: string): void {
  JsBarcode(svg, value, {
    format: 'CODE128',
    width: 2,
    height: 60,
    margin: 20,
    displayValue: false,
    background: '#ffffff',
    lineColor: '#000000',
  });
  // The bars stretch to the label's or card's width and height: only their widths' ratios carry the code.
  svg.setAttribute('preserveAspectRatio', 'none');
}
