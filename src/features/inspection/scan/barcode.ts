/**
 * Reading a roll label's barcode or QR code from the camera: the browser's BarcodeDetector where it
 * has one (Chromium on Android), else @zxing/browser, loaded only when a scan starts.
 */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorCtor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

const nativeDetector = (): BarcodeDetectorCtor | null =>
  'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: BarcodeDetectorCtor }).BarcodeDetector
    : null;

/** Starts reading from `video`; calls `onCode` once with the first code read. Returns a stop function. */
export async function startScan(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<() => void> {
  const Detector = nativeDetector();
  if (Detector) {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'environment' },
    });
    video.srcObject = stream;
    await video.play();
    const detector = new Detector();
    let running = true;
    const tick = async () => {
      if (!running) return;
      const codes = await detector.detect(video).catch(() => []);
      const code = codes[0]?.rawValue.trim();
      if (code) {
        running = false;
        onCode(code);
      } else setTimeout(() => void tick(), 150);
    };
    void tick();
    return () => {
      running = false;
      stream.getTracks().forEach((t) => t.stop());
    };
  }
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatReader();
  const controls = await reader.decodeFromVideoDevice(undefined, video, (result, _error, ctl) => {
    const code = result?.getText().trim();
    if (code) {
      ctl.stop();
      onCode(code);
    }
  });
  return () => controls.stop();
}
