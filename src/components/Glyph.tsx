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
