// The server's clock. Business rules take `now` from here; with TEST_CLOCK=1 browser tests can move it
// (Mondays, 15-day timeouts, midnight resets) through POST /__test/clock.

/** A source of the current instant, epoch milliseconds. */
export interface Clock {
  now(): number;
}

/** A clock that runs with real time plus an adjustable offset. */
export class MovableClock implements Clock {
  private offsetMs = 0;

  /** The current instant, moved by the offset. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves the clock so that now() reads `at`. */
  setTo(at: number): void {
    this.offsetMs = at - Date.now();
  }

  /** Moves the clock forward (or back, when negative). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Back to real time. */
  reset(): void {
    this.offsetMs = 0;
  }
}
