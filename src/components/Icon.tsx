import { alertTriangle, arrowLeft, Glyph, lock } from './Glyph';

/**
 * Outline icons as inline SVG paths (24×24 grid, 2px stroke, drawn after Tabler Icons, MIT):
 * a few dozen icons do not justify an icon package. They load with the menu and the screens
 * that draw them; the frame's own screens (an error, no access, a sheet's way back) draw
 * theirs through Glyph alone.
 */
const paths = {
  home: 'M5 12h-2l9-9l9 9h-2M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7M9 21v-6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v6',
  user: 'M8 7a4 4 0 1 0 8 0a4 4 0 0 0-8 0M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2',
  idBadge:
    'M8 3h8a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3h-8a3 3 0 0 1-3-3v-12a3 3 0 0 1 3-3zM10 10a2 2 0 1 0 4 0a2 2 0 1 0-4 0M10 6h4M9 18h6',
  report:
    'M14 3v4a1 1 0 0 0 1 1h4M17 21h-10a2 2 0 0 1-2-2v-14a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2zM9 9h1M9 13h6M9 17h6',
  shield: 'M12 3a12 12 0 0 0 8.5 3a12 12 0 0 1-8.5 15a12 12 0 0 1-8.5-15a12 12 0 0 0 8.5-3',
  calendarCheck:
    'M11.5 21h-5.5a2 2 0 0 1-2-2v-12a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v6M16 3v4M8 3v4M4 11h16M15 19l2 2l4-4',
  userPlus: 'M8 7a4 4 0 1 0 8 0a4 4 0 0 0-8 0M16 19h6M19 16v6M6 21v-2a4 4 0 0 1 4-4h4',
  list: 'M9 6h11M9 12h11M9 18h11M5 6v.01M5 12v.01M5 18v.01',
  chartBar:
    'M3 13a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1zM15 9a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1zM9 5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1z',
  factory:
    'M4 21c1.147-4.02 1.983-8.027 2-12h6c.017 3.973.853 7.98 2 12M12.5 13h4.5c.025 2.612.894 5.296 2 8M9 5a2.4 2.4 0 0 1 4 0a2.4 2.4 0 0 0 4 0a2.4 2.4 0 0 1 4 0M3 21h19',
  trendingUp: 'M3 17l6-6l4 4l8-8M14 7h7v7',
  trendingDown: 'M3 7l6 6l4-4l8 8M21 10v7h-7',
  clipboardList:
    'M9 5h-2a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-12a2 2 0 0 0-2-2h-2M11 3h2a2 2 0 0 1 0 4h-2a2 2 0 0 1 0-4zM9 12h.01M13 12h2M9 16h.01M13 16h2',
  zoomCheck: 'M3 10a7 7 0 1 0 14 0a7 7 0 1 0-14 0M21 21l-6-6M7 10l2 2l4-4',
  ring: 'M11 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0',
  flask: 'M9 3h6M10 9h4M10 3v6l-4 11a.7.7 0 0 0 .5 1h11a.7.7 0 0 0 .5-1l-4-11v-6',
  cart: 'M4 19a2 2 0 1 0 4 0a2 2 0 1 0-4 0M15 19a2 2 0 1 0 4 0a2 2 0 1 0-4 0M17 17h-11v-14h-2M6 5l14 1l-1 7h-13',
  stack: 'M12 4l-8 4l8 4l8-4zM4 12l8 4l8-4M4 16l8 4l8-4',
  table:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-14a2 2 0 0 1 2-2zM3 10h18M10 3v18',
  box: 'M12 3l8 4.5v9l-8 4.5l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12l-8-4.5',
  warehouse: 'M3 21v-13l9-4l9 4v13M13 13h4v8h-10v-6h6M13 21v-9a1 1 0 0 0-1-1h-2a1 1 0 0 0-1 1v3',
  chartPie:
    'M10 3.2a9 9 0 1 0 10.8 10.8a1 1 0 0 0-1-1h-6.8a2 2 0 0 1-2-2v-7a.9.9 0 0 0-1-.8M15 3.5a9 9 0 0 1 5.5 5.5h-4.5a1 1 0 0 1-1-1v-4.5',
  settings:
    'M10.325 4.317c.426-1.756 2.924-1.756 3.35 0a1.724 1.724 0 0 0 2.573 1.066c1.543-.94 3.31.826 2.37 2.37a1.724 1.724 0 0 0 1.065 2.572c1.756.426 1.756 2.924 0 3.35a1.724 1.724 0 0 0-1.066 2.573c.94 1.543-.826 3.31-2.37 2.37a1.724 1.724 0 0 0-2.572 1.065c-.426 1.756-2.924 1.756-3.35 0a1.724 1.724 0 0 0-2.573-1.066c-1.543.94-3.31-.826-2.37-2.37a1.724 1.724 0 0 0-1.065-2.572c-1.756-.426-1.756-2.924 0-3.35a1.724 1.724 0 0 0 1.066-2.573c-.94-1.543.826-3.31 2.37-2.37c1 .608 2.296.07 2.572-1.065zM9 12a3 3 0 1 0 6 0a3 3 0 0 0-6 0',
  pencil: 'M4 20h4l10.5-10.5a2.828 2.828 0 1 0-4-4l-10.5 10.5v4M13.5 6.5l4 4',
  users:
    'M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.13a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0-3-3.85',
  bell: 'M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6M9 17v1a3 3 0 0 0 6 0v-1',
  shirt: 'M15 4l6 2v5h-3v8a1 1 0 0 1-1 1h-10a1 1 0 0 1-1-1v-8h-3v-5l6-2a3 3 0 0 0 6 0',
  logout:
    'M14 8v-2a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2M9 12h12l-3-3M18 15l3-3',
  lock,
  arrowLeft,
  alertTriangle,
} as const;

export type IconName = keyof typeof paths;

interface IconProps {
  name: IconName;
  size?: number;
}

/** An icon by its name. */
export function Icon({ name, size = 24 }: IconProps) {
  return <Glyph d={paths[name]} size={size} />;
}
