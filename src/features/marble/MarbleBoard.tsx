// The marble board: eight rows of nails over nine holes with what each pays, and the marbles falling along the paths
// the server drew. Each marble is one layer moved by a transform-only Web Animation, so the compositor plays it with
// no layout or script per frame; with reduced motion asked for, the marble is simply shown in its hole.
import { useEffect, useRef } from 'react';
import { MARBLE_HOLE_COUNT, MARBLE_ODDS_PERCENT, MARBLE_ROWS, type MarbleStep } from '../../domain/marble.ts';
import type { Lang } from '../../lib/language.ts';
import {
  BALL_RADIUS,
  BOARD_ASPECT,
  DROP_TRANSFORM,
  HOLE_BOTTOM_Y,
  HOLE_PITCH,
  HOLE_TOP_Y,
  NAIL_RADIUS,
  fallDurationMs,
  fallKeyframes,
  nail,
} from './board-geometry.ts';
import { formatOdds } from './odds.ts';

/** A marble on the board: the bet it belongs to and the path the server drew. */
export interface FallingMarble {
  id: string;
  path: MarbleStep[];
  hole: number;
}

interface Props {
  lang: Lang;
  marbles: readonly FallingMarble[];
  /** Called once per marble when it lies in its hole. */
  onLanded: (id: string) => void;
  /** The hole to light up (the last one a marble landed in). */
  lit: number | null;
  /** Names the board for screen readers; results are announced by the page. */
  label: string;
}

/** SVG units per board width. */
const UNITS = 1000;

/** The board with its falling marbles. */
export function MarbleBoard({ lang, marbles, onLanded, lit, label }: Props) {
  const height = Math.round(UNITS * BOARD_ASPECT);
  const nails = [];
  for (let row = 0; row < MARBLE_ROWS; row++) {
    for (let rights = 0; rights <= row; rights++) {
      const { x, y } = nail(row, rights);
      nails.push(<circle key={`${row}-${rights}`} cx={x * UNITS} cy={y * UNITS} r={NAIL_RADIUS * UNITS} />);
    }
  }
  return (
    <div className="mb-board" role="img" aria-label={label}>
      <svg viewBox={`0 0 ${UNITS} ${height}`} aria-hidden="true" focusable="false">
        <g className="mb-nails">{nails}</g>
        {Array.from({ length: MARBLE_HOLE_COUNT }, (_, hole) => (
          <g key={hole} className={hole === lit ? 'mb-hole mb-hole--lit' : 'mb-hole'}>
            <rect
              x={(hole * HOLE_PITCH + 0.004) * UNITS}
              y={HOLE_TOP_Y * UNITS}
              width={(HOLE_PITCH - 0.008) * UNITS}
              height={(HOLE_BOTTOM_Y - HOLE_TOP_Y) * UNITS}
              rx={12}
            />
            <text x={(hole + 0.5) * HOLE_PITCH * UNITS} y={(HOLE_BOTTOM_Y + 0.06) * UNITS} textAnchor="middle">
              {formatOdds(MARBLE_ODDS_PERCENT[hole] ?? 0, lang)}
            </text>
          </g>
        ))}
      </svg>
      {marbles.map((marble) => (
        <Marble key={marble.id} marble={marble} onLanded={onLanded} />
      ))}
    </div>
  );
}

/** One falling marble: a layer the size of the board, translated so the marble's centre follows the path. */
function Marble({ marble, onLanded }: { marble: FallingMarble; onLanded: (id: string) => void }) {
  const layer = useRef<HTMLDivElement>(null);
  const landed = useRef(onLanded);
  landed.current = onLanded;

  useEffect(() => {
    const element = layer.current;
    if (!element) return undefined;
    const frames = fallKeyframes(marble.path);
    const end = frames[frames.length - 1]?.transform ?? '';
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced || typeof element.animate !== 'function') {
      element.style.transform = end;
      landed.current(marble.id);
      return undefined;
    }
    let live = true;
    const animation = element.animate(frames, { duration: fallDurationMs(marble.path), fill: 'forwards' });
    animation.finished.then(
      () => {
        if (!live) return;
        // The end state becomes the element's own style, so the finished animation holds nothing.
        element.style.transform = end;
        animation.cancel();
        landed.current(marble.id);
      },
      () => undefined,
    );
    return () => {
      live = false;
      animation.cancel();
    };
    // One animation per marble, started when it appears.
  }, [marble]);

  return (
    <div ref={layer} className="mb-layer" data-marble={marble.id} data-hole={marble.hole} style={{ transform: DROP_TRANSFORM }}>
      <span className="mb-ball" style={{ width: `${BALL_RADIUS * 200}%`, paddingTop: `${BALL_RADIUS * 200}%`, margin: `-${BALL_RADIUS * 100}% 0 0 -${BALL_RADIUS * 100}%` }} />
    </div>
  );
}
