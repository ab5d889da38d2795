// Countdown (DESIGN 8) on the server-corrected clock the page passes in. Nothing time-dependent is rendered
// before mount (DESIGN 7), so the built HTML and the first client render always agree.
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../lib/language.ts';
import { m } from '../lib/messages.ts';

const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

/** Shown before mount and at build time: the same width as a real time, no digits that could be wrong. */
const PLACEHOLDER = '--:--:--';

interface Props {
  lang: Lang;
  /** The instant it counts down to, epoch milliseconds. */
  targetMs: number;
  /** The page's server-corrected clock (epoch milliseconds). */
  now: () => number;
  /** Called once when the countdown reaches zero (at once if the target has already passed). */
  onEnd?: () => void;
  /** Names the timer for screen readers; defaults to "Time left". */
  label?: string;
  className?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole seconds left, rounded up so 00:00:00 shows exactly when the target is reached. */
function secondsLeft(targetMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((targetMs - nowMs) / SECOND_MS));
}

/** `hh:mm:ss`, prefixed with the days in the page language when more than 24 hours are left. */
export function formatCountdown(totalSeconds: number, lang: Lang): string {
  const days = totalSeconds > DAY_S ? Math.floor(totalSeconds / DAY_S) : 0;
  const rest = totalSeconds - days * DAY_S;
  const time = `${pad(Math.floor(rest / HOUR_S))}:${pad(Math.floor((rest % HOUR_S) / MINUTE_S))}:${pad(rest % MINUTE_S)}`;
  return days > 0 ? m['ui.countdown.withDays']({ days, time }, { locale: lang }) : time;
}

/** A live countdown to `targetMs`, ticking on whole seconds. */
export function Countdown({ lang, targetMs, now, onEnd, label, className }: Props) {
  const [seconds, setSeconds] = useState<number | null>(null);
  const nowRef = useRef(now);
  nowRef.current = now;
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  // The target whose end was announced: onEnd fires once per target, even if the effect runs again.
  const endedFor = useRef<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const nowMs = nowRef.current();
      const left = secondsLeft(targetMs, nowMs);
      setSeconds(left);
      if (left === 0) {
        if (endedFor.current !== targetMs) {
          endedFor.current = targetMs;
          onEndRef.current?.();
        }
        return;
      }
      const remainingMs = targetMs - nowMs;
      // Wake up when the shown second changes rather than every 1000 ms, so the display never drifts.
      timer = setTimeout(tick, remainingMs % SECOND_MS || SECOND_MS);
    };
    tick();
    return () => clearTimeout(timer);
  }, [targetMs]);

  return (
    <span role="timer" aria-label={label ?? m['ui.countdown.label']({}, { locale: lang })} className={className ? `ui-countdown ${className}` : 'ui-countdown'}>
      {seconds === null ? PLACEHOLDER : formatCountdown(seconds, lang)}
    </span>
  );
}
