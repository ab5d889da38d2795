// Where things are on the marble board, in fractions of its width and height, and the keyframes of a marble's fall:
// one hop per row along the path the server drew, then into its hole. Pure: the board and the animation read it.
import { MARBLE_HOLE_COUNT, MARBLE_ROWS, type MarbleStep } from '../../domain/marble.ts';

/** Distance between neighbouring nails of a row, and between holes, as a fraction of the board's width. */
const PITCH = 1 / MARBLE_HOLE_COUNT;
/** The board's height over its width. */
export const BOARD_ASPECT = 1.02;
/** The first row of nails and the distance between rows, as fractions of the board's width. */
const FIRST_ROW_Y = 0.11;
const ROW_GAP = 0.092;
/** The marble's radius and a nail's, as fractions of the width. */
export const BALL_RADIUS = 0.024;
export const NAIL_RADIUS = 0.008;
/** How far a marble rises off a nail before falling to the next row, as a fraction of the width. */
const BOUNCE = 0.03;
/** Where the holes' floor is, as a fraction of the width. */
const HOLE_FLOOR_Y = FIRST_ROW_Y + MARBLE_ROWS * ROW_GAP + 0.07;

/** A point in fractions of the board's width (x) and width again (y): the SVG draws in these units times 1000. */
export interface Point {
  x: number;
  y: number;
}

/** The nail a marble meets in `row` after going right `rights` times. */
export function nail(row: number, rights: number): Point {
  return { x: 0.5 + (rights - row / 2) * PITCH, y: FIRST_ROW_Y + row * ROW_GAP };
}

/** The middle of a hole's floor. */
export function holePoint(hole: number): Point {
  return { x: (hole + 0.5) * PITCH, y: HOLE_FLOOR_Y - BALL_RADIUS };
}

/** The top of the holes' walls. */
export const HOLE_TOP_Y = FIRST_ROW_Y + (MARBLE_ROWS - 1) * ROW_GAP + 0.045;
/** The holes' floor. */
export const HOLE_BOTTOM_Y = HOLE_FLOOR_Y;
/** A hole's width. */
export const HOLE_PITCH = PITCH;

/** Milliseconds per row: eight rows and the last fall take about two and a half seconds. */
export const HOP_MS = 270;

/** One keyframe of the fall: a transform in percent of the board layer's own size, and the easing to the next (a type
 * alias, not an interface, so it passes for the DOM's Keyframe). */
export type FallKeyframe = {
  transform: string;
  offset: number;
  easing: string;
};

/** `translate` in percent of a layer as wide and high as the board: the marble's centre at `point`. */
function at(point: Point): string {
  // y is in width units; the layer is BOARD_ASPECT times as high as wide.
  return `translate(${(point.x * 100).toFixed(3)}%, ${((point.y / BOARD_ASPECT) * 100).toFixed(3)}%)`;
}

/** Where a marble is dropped: above the first nail. */
const DROP_POINT: Point = { x: 0.5, y: 0.02 };

/** The transform of a marble about to fall. */
export const DROP_TRANSFORM = at(DROP_POINT);

/** Hops from the drop to the first nail, and from the last nail into the hole, in rows' time. */
const FIRST_FALL_HOPS = 1;
const LAST_FALL_HOPS = 1.3;
/** The share of a hop spent rising off a nail. */
const RISE_SHARE = 0.35;

/**
 * The fall of a marble along `path`: dropped above the first nail, at each row it touches the nail, rises a little
 * toward the side it goes and falls onto the next row, then drops into its hole. Transform only, so the compositor
 * runs it without any layout.
 */
export function fallKeyframes(path: readonly MarbleStep[]): FallKeyframe[] {
  const touch = (row: number, rights: number): Point => {
    const point = nail(row, rights);
    return { x: point.x, y: point.y - NAIL_RADIUS - BALL_RADIUS };
  };
  // Each point with the time it is reached, in hops.
  const points: { point: Point; hop: number; easing: string }[] = [{ point: DROP_POINT, hop: 0, easing: 'ease-in' }];
  let rights = 0;
  path.forEach((step, row) => {
    const from = touch(row, rights);
    if (step === 'right') rights += 1;
    const to = row + 1 < path.length ? touch(row + 1, rights) : holePoint(rights);
    const hop = FIRST_FALL_HOPS + row;
    points.push({ point: from, hop, easing: 'ease-out' });
    // The top of the hop, a third of the way across: it leaves the nail sideways, then falls.
    points.push({ point: { x: from.x + (to.x - from.x) / 3, y: from.y - BOUNCE }, hop: hop + RISE_SHARE, easing: 'ease-in' });
  });
  const total = FIRST_FALL_HOPS + Math.max(0, path.length - 1) + LAST_FALL_HOPS;
  points.push({ point: holePoint(rights), hop: total, easing: 'linear' });
  return points.map(({ point, hop, easing }) => ({ transform: at(point), offset: hop / total, easing }));
}

/** The whole fall's duration. */
export function fallDurationMs(path: readonly MarbleStep[]): number {
  return (FIRST_FALL_HOPS + Math.max(0, path.length - 1) + LAST_FALL_HOPS) * HOP_MS;
}
