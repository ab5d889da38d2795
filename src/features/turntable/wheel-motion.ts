// The wheel's motion: the face turns as one element, by `transform: rotate()` only, through Web Animations, so the
// browser runs it on the compositor and a busy main thread does not stutter it. A spin speeds up for one turn on the
// tap, keeps turning at full speed while the server draws, then slows at a constant rate onto the slot it drew, starting
// from its full speed so the hand-over does not show. A failed draw slows it to a stop within a fraction of a turn.

/** Full speed, in degrees per millisecond (2.5 turns a second). */
export const SPIN_DEGREES_PER_MS = 0.9;
/** Whole turns the wheel makes while slowing onto its slot. */
export const SETTLE_TURNS = 3;
/** How long a failed spin takes to stop, in milliseconds. */
export const STOP_MS = 600;
/** The share of a slot's width the wheel may land away from its centre, each side (so it does not look machined). */
const LANDING_SPREAD = 0.35;

/** Quadratic ease-in: ends at twice its average speed. */
const SPEED_UP = 'cubic-bezier(0.333, 0, 0.667, 0.333)';
/** Quadratic ease-out (constant deceleration): starts at twice its average speed. */
const SLOW_DOWN = 'cubic-bezier(0.333, 0.667, 0.667, 1)';

/** `degrees` in [0, 360). */
export function normalize(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/** The rotation that brings slot `index` of `slots` under the pointer at the top, `offset` slot-widths off its centre. */
export function slotRotation(index: number, slots: number, offset = 0): number {
  return normalize(-(index + offset) * (360 / slots));
}

/** The slot under the pointer when the face is turned by `rotation` degrees. */
export function slotAt(rotation: number, slots: number): number {
  return Math.round(normalize(-rotation) / (360 / slots)) % slots;
}

/** A random landing offset within the slot, in slot-widths (cosmetic: the slot itself is the server's). */
export function landingOffset(random: () => number = Math.random): number {
  return (random() * 2 - 1) * LANDING_SPREAD;
}

const rotate = (degrees: number) => `rotate(${degrees}deg)`;

/** The face's current rotation in degrees [0, 360), read from its computed transform (animated or not). */
function angleOf(face: HTMLElement): number {
  const transform = getComputedStyle(face).transform;
  if (!transform || transform === 'none') return 0;
  const matrix = new DOMMatrixReadOnly(transform);
  return normalize((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI);
}

/** Leaves the face at `degrees` with no animation running. */
function rest(face: HTMLElement, degrees: number): void {
  for (const animation of face.getAnimations()) animation.cancel();
  face.style.transform = rotate(normalize(degrees));
}

/** A spin in progress. */
export interface SpinMotion {
  /** Slows the wheel onto `rotation` (degrees); resolves when it rests there. */
  settle(rotation: number): Promise<void>;
  /** Slows the wheel to a stop where it is; resolves when it rests. */
  stop(): Promise<void>;
}

/** Starts turning `face` now; it keeps turning until settle() or stop(). */
export function startSpin(face: HTMLElement): SpinMotion {
  const from = angleOf(face);
  rest(face, from);
  const rampMs = (2 * 360) / SPIN_DEGREES_PER_MS;
  const ramp = face.animate([{ transform: rotate(from) }, { transform: rotate(from + 360) }], { duration: rampMs, easing: SPEED_UP });
  let loop: Animation | null = null;
  // At the end of the first turn the wheel is at full speed; from there it turns evenly until told where to stop.
  const atFullSpeed = ramp.finished.then(
    () => {
      loop = face.animate([{ transform: rotate(from) }, { transform: rotate(from + 360) }], { duration: 360 / SPIN_DEGREES_PER_MS, iterations: Infinity });
    },
    () => undefined,
  );
  /** Slows from the current angle and `speed` (degrees/ms) over `degrees`, then rests; starts at this frame's time. */
  const slow = async (degrees: number, speed: number) => {
    const current = angleOf(face);
    const end = current + degrees;
    const duration = speed > 0 ? (2 * degrees) / speed : 0;
    rest(face, end);
    if (duration <= 0) return;
    const out = face.animate([{ transform: rotate(current) }, { transform: rotate(end) }], { duration, easing: SLOW_DOWN });
    // From the same frame the current angle was read in, so the hand-over from full speed is seamless.
    out.startTime = document.timeline.currentTime;
    await out.finished.catch(() => undefined);
    rest(face, end);
  };
  return {
    async settle(rotation) {
      await atFullSpeed;
      if (!loop) return rest(face, rotation);
      await slow(SETTLE_TURNS * 360 + normalize(rotation - angleOf(face)), SPIN_DEGREES_PER_MS);
    },
    async stop() {
      // Still speeding up: its speed grows with the time spent, as the ease-in does.
      const elapsed = Number(ramp.currentTime ?? rampMs);
      const speed = loop ? SPIN_DEGREES_PER_MS : Math.min(1, elapsed / rampMs) * SPIN_DEGREES_PER_MS;
      await slow((speed * STOP_MS) / 2, speed);
    },
  };
}

/** Turns the face straight to `rotation`, for users who ask for reduced motion. */
export function showAt(face: HTMLElement, rotation: number): void {
  rest(face, rotation);
}
