// What a screen shows while its data loads or when loading failed (DESIGN 8 list states, for whole screens).
import type { Lang } from '../lib/language.ts';
import { errorText } from '../lib/api.ts';
import { m } from '../lib/messages.ts';

interface LoadingProps {
  lang: Lang;
  /** Placeholder blocks to show. */
  rows?: number;
}

/** Skeleton blocks with an accessible "loading" label. */
export function Loading({ lang, rows = 3 }: LoadingProps) {
  return (
    <div role="status" aria-label={m['ui.loading']({}, { locale: lang })}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="ui-skeleton" />
      ))}
    </div>
  );
}

interface FailedProps {
  lang: Lang;
  error: unknown;
  onRetry: () => void;
}

/** The failure's message in the page language and a Retry button. */
export function LoadFailed({ lang, error, onRetry }: FailedProps) {
  return (
    <div className="ui-list-state" role="alert">
      <p>{errorText(error, lang)}</p>
      <button type="button" className="ui-btn" onClick={onRetry}>
        {m['ui.retry']({}, { locale: lang })}
      </button>
    </div>
  );
}
