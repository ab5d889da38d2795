// Lazy image (DESIGN 7): a fixed box from the start (no layout shift), loaded within 1.3 screens of the viewport,
// retried on failure, then replaced by a placeholder of the same size.
import { useEffect, useState } from 'react';
import type { Lang } from '../lib/language.ts';
import { m } from '../lib/messages.ts';
import { useNearViewport } from './near-viewport.ts';

/** DESIGN 7: 1.3 screens; defined once in near-viewport.ts (shared with List) and re-exported here for image users. */
export { LAZY_PRELOAD_SCREENS } from './near-viewport.ts';

/** DESIGN 7: a failed image is tried this many times in total before the placeholder shows. */
export const IMAGE_LOAD_ATTEMPTS = 3;

/** A transparent 1x1 GIF: the `<img>` keeps its box and its alt before the real source is set. */
const BLANK_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

interface Props {
  lang: Lang;
  src: string;
  /** Describes the image; '' for a decorative one. */
  alt: string;
  /** Intrinsic width in CSS pixels; required so the page never jumps when the image arrives. */
  width: number;
  /** Intrinsic height in CSS pixels. */
  height: number;
  className?: string;
}

/** `src` with a query that differs per attempt, so a retry cannot be answered by a cached failure. */
export function retrySrc(src: string, attempt: number): string {
  if (attempt <= 1) return src;
  const hashAt = src.indexOf('#');
  const base = hashAt < 0 ? src : src.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : src.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}retry=${attempt}${hash}`;
}

/** An image that loads near the viewport and retries failed loads. */
export function LazyImage({ lang, src, alt, width, height, className }: Props) {
  const [element, setElement] = useState<HTMLImageElement | null>(null);
  const { near } = useNearViewport(element);
  const [started, setStarted] = useState(false);
  const [attempt, setAttempt] = useState(1);

  // Once started, an image keeps loading even if the user scrolls it away again.
  useEffect(() => {
    if (near) setStarted(true);
  }, [near]);

  // A different image starts its attempts afresh.
  useEffect(() => {
    setAttempt(1);
  }, [src]);

  if (attempt > IMAGE_LOAD_ATTEMPTS) {
    const classes = className ? `ui-img-fallback ${className}` : 'ui-img-fallback';
    return alt === '' ? (
      <span className={classes} style={{ width, height }} aria-hidden="true" />
    ) : (
      <span className={classes} style={{ width, height }} role="img" aria-label={m['ui.image.failed']({ alt }, { locale: lang })} />
    );
  }

  return (
    <img
      ref={setElement}
      className={className}
      src={started ? retrySrc(src, attempt) : BLANK_SRC}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      onError={() => {
        if (started) setAttempt((a) => a + 1);
      }}
    />
  );
}
