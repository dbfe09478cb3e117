/**
 * One outline path drawn as an icon (24×24 grid, 2px stroke), and the paths of the frame's own
 * screens: an error, no access, a sheet's way back. Apart from Icon's named set, so those screens
 * (the error screens are part of the first visit) do not bring every other icon's path.
 */

export const lock =
  'M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-10a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM11 16a1 1 0 1 0 2 0a1 1 0 0 0-2 0M8 11v-4a4 4 0 1 1 8 0v4';
export const arrowLeft = 'M5 12h14M5 12l6 6M5 12l6-6';
export const alertTriangle =
  'M12 9v4M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636-2.87l-8.106-13.536a1.914 1.914 0 0 0-3.274 0zM12 16h.01';

/* The header's status on a phone, where it is an icon (PendingSaves, the app's Install/Update). */
export const circleCheck = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M9 12l2 2l4-4';
export const cloudUpload =
  'M7 18a4.6 4.4 0 0 1 0-9a5 4.5 0 0 1 11 2h1a3.5 3.5 0 0 1 0 7h-1M9 15l3-3l3 3M12 12v9';
export const cloudOff =
  'M7 18a4.6 4.4 0 0 1 0-9a5 4.5 0 0 1 11 2h1a3.5 3.5 0 0 1 0 7h-12M3 3l18 18';
export const download = 'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 11l5 5l5-5M12 4v12';
export const refresh = 'M20 11a8.1 8.1 0 0 0-15.5-2M4 5v4h4M4 13a8.1 8.1 0 0 0 15.5 2M20 19v-4h-4';

/** One outline path drawn as an icon. Decorative: the text next to it names the action. */
export function Glyph({ d, size = 24 }: { d: string; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
