// Pull to refresh (DESIGN 8) for pages with long lists: at the top of the page, pulling down past a threshold and
// letting go asks the page to load its list again. The WebView has no pull gesture of its own. Keyboard and screen
// reader users refresh with the page's own Search button; the hint is announced while a pull is under way.
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import type { Lang } from '../lib/language.ts';
import { m } from '../lib/messages.ts';

/** How far the indicator must come down (after resistance) before letting go refreshes. */
export const PULL_REFRESH_THRESHOLD_PX = 64;
/** The indicator moves half as far as the finger, and no further than this. */
const RESISTANCE = 0.5;
const MAX_PULL_PX = 96;

interface Props {
  lang: Lang;
  /**
   * The page's content, given how many times it was refreshed: a list puts the count in its reloadKey, so each
   * refresh loads it again from the first page (with the list's own loading state).
   */
  children: (refreshes: number) => ReactNode;
}

/** Wraps a page's content; each pull down from the top of the page and release counts one refresh. */
export function PullToRefresh({ lang, children }: Props) {
  const [refreshes, setRefreshes] = useState(0);
  const [pull, setPull] = useState(0);
  const startY = useRef<number | null>(null);
  // The latest distance, for touchend even when it comes before a re-render.
  const pulled = useRef(0);
  const moveTo = (px: number) => {
    pulled.current = px;
    setPull(px);
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    // Only from the very top: otherwise the gesture is an ordinary scroll back up.
    startY.current = touch && event.touches.length === 1 && window.scrollY <= 0 ? touch.clientY : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (startY.current === null || !touch) return;
    moveTo(Math.min(MAX_PULL_PX, Math.max(0, (touch.clientY - startY.current) * RESISTANCE)));
  };
  const reset = () => {
    startY.current = null;
    moveTo(0);
  };
  const onTouchEnd = () => {
    if (startY.current !== null && pulled.current >= PULL_REFRESH_THRESHOLD_PX) setRefreshes((n) => n + 1);
    reset();
  };

  const ready = pull >= PULL_REFRESH_THRESHOLD_PX;
  const hint = pull === 0 ? '' : ready ? m['ui.pull.release']({}, { locale: lang }) : m['ui.pull.hint']({}, { locale: lang });
  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={reset}>
      <div className={`ui-pull${pull === 0 ? ' ui-pull--idle' : ''}`} style={{ height: pull }}>
        <span role="status">{hint}</span>
      </div>
      {children(refreshes)}
    </div>
  );
}
