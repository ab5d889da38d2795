// The status of a settlement or a withdrawal (SPEC 3: withdrawals use the same codes 0-7) as words, as a small
// label whose colour only repeats the words, and the history of its statuses as a timeline.
import { statusLabel, type SettlementStatus, type StatusLabel } from '../domain/settlement.ts';
import type { Lang } from '../lib/language.ts';
import { formatDateTime } from '../lib/format-date.ts';
import { m } from '../lib/messages.ts';

/** Each label's text, read by literal key so the bundle keeps exactly these six. */
const STATUS_TEXT: Record<StatusLabel, (lang: Lang) => string> = {
  rejected: (lang) => m['status.rejected']({}, { locale: lang }),
  inProcess: (lang) => m['status.inProcess']({}, { locale: lang }),
  toBeReviewed: (lang) => m['status.toBeReviewed']({}, { locale: lang }),
  completed: (lang) => m['status.completed']({}, { locale: lang }),
  failed: (lang) => m['status.failed']({}, { locale: lang }),
  manual: (lang) => m['status.manual']({}, { locale: lang }),
};

/** SPEC 3: the words for a status code in `lang` (1, 3 and 4 all read "in process"). */
export function statusText(status: SettlementStatus, lang: Lang): string {
  return STATUS_TEXT[statusLabel(status)](lang);
}

interface Props {
  lang: Lang;
  status: SettlementStatus;
}

/** A status as a small coloured label. */
export function StatusBadge({ lang, status }: Props) {
  return <span className={`ui-status ui-status--${statusLabel(status)}`}>{statusText(status, lang)}</span>;
}

/** One step of a status history: the status and when it was reached. */
export interface StatusStep {
  status: SettlementStatus;
  at: number;
}

/** A status history, oldest first: a dot per step on a line, each with its words and time. */
export function StatusTimeline({ lang, steps, label }: { lang: Lang; steps: readonly StatusStep[]; label: string }) {
  return (
    <ol className="ui-timeline" aria-label={label}>
      {steps.map((step) => (
        <li key={`${step.status} ${step.at}`}>
          <span className="ui-timeline__status">{statusText(step.status, lang)}</span>
          <time dateTime={new Date(step.at).toISOString()}>{formatDateTime(step.at, lang)}</time>
        </li>
      ))}
    </ol>
  );
}
