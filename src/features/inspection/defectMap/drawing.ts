/**
 * The map's drawing in metres of the roll (the SVG's own unit): sizes, colours, and how tall a row
 * is. Kept apart from the layout (layout.ts), which knows nothing of drawing.
 */
import { LANES, type MapRow, type Points } from './layout';

/** Room left and right of the strip for a number or metre label at its very end. */
export const PAD_X = 1.2;
/** One line of defect numbers above the strip. */
export const LANE_H = 1;
export const NUMBER_SIZE = 0.85;
export const SCALE_SIZE = 0.75;
/** Under the strip: the ticks and their metres. */
export const SCALE_H = 1.9;
/** The strip's height when the roll's width is not known: a usual knitted width. */
export const USUAL_WIDTH_M = 1.6;

/** The strip as wide as the roll is, to scale, within what still reads as a strip. */
export const stripHeight = (widthCm: number | null): number =>
  widthCm === null ? USUAL_WIDTH_M : Math.min(3, Math.max(0.6, widthCm / 100));

/** The same size for every row, so a short last row is drawn to the same scale. */
export const viewWidth = (rowM: number) => rowM + 2 * PAD_X;

/** How many lines of numbers a row needs (none when nothing on it is numbered). */
export const lanesIn = (lanes: readonly number[]) =>
  lanes.length ? Math.min(LANES, Math.max(...lanes) + 1) : 0;

export const rowHeight = (lanes: number, strip: number) => lanes * LANE_H + strip + SCALE_H;

/** Darker and larger with more points: the size carries it where colour does not. */
export const POINT_COLOUR: Record<Points, string> = {
  1: '#f59f00',
  2: '#e8590c',
  3: '#c92a2a',
  4: '#5f3dc4',
};
export const markRadius = (points: Points) => 0.2 + 0.1 * points;

export type { MapRow };
