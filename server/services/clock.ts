// The server's clock. Business rules take `now` from here; with TEST_CLOCK=1 browser tests can move it
// (Mondays, 15-day timeouts, midnight resets) through POST /__test/clock.

/** A source of the current instant, epoch milliseconds. */
export interface Clock {
  now(): number;
}

/** A clock that runs with real time plus an adjustable offset, or stands still where it is set (tests). */
export class MovableClock implements Clock {
  private offsetMs = 0;
  /** A standing clock reads `offsetMs` itself: it moves only when set or advanced, however long work takes. */
  private readonly standing: boolean;

  constructor(options: { standing?: boolean } = {}) {
    this.standing = options.standing ?? false;
  }

  /** The current instant, moved by the offset. */
  now(): number {
    return this.standing ? this.offsetMs : Date.now() + this.offsetMs;
  }

  /** Moves the clock so that now() reads `at`. */
  setTo(at: number): void {
    this.offsetMs = this.standing ? at : at - Date.now();
  }

  /** Moves the clock forward (or back, when negative). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Back to real time (a standing clock: to the real instant, standing there). */
  reset(): void {
    this.offsetMs = this.standing ? Date.now() : 0;
  }
}
