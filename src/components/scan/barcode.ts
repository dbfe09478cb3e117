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

/**
 * Why no camera can be used, told before asking for one: the browser gives none to a page opened
 * over plain HTTP (a LAN address), or the tablet has none. Null when there may be one.
 */
export async function cameraMissing(): Promise<'insecure' | 'missing' | null> {
  if (!window.isSecureContext) return 'insecure';
  const media = navigator.mediaDevices as MediaDevices | undefined;
  if (!media?.getUserMedia) return 'missing';
  // Listed even before permission is given (without names): none means there is no camera.
  const devices = await media.enumerateDevices().catch(() => null);
  return devices && !devices.some((d) => d.kind === 'videoinput') ? 'missing' : null;
}

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
