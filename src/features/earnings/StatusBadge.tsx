// The status of a settlement (SPEC 3) as a label: the words say it, the colour only repeats it.
import { statusLabel, type SettlementStatus, type StatusLabel } from '../../domain/settlement.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

/** Each label's text, read by literal key so the bundle keeps exactly these six. */
const STATUS_TEXT: Record<StatusLabel, (lang: Lang) => string> = {
  rejected: (lang) => m['settlements.status.rejected']({}, { locale: lang }),
  inProcess: (lang) => m['settlements.status.inProcess']({}, { locale: lang }),
  toBeReviewed: (lang) => m['settlements.status.toBeReviewed']({}, { locale: lang }),
  completed: (lang) => m['settlements.status.completed']({}, { locale: lang }),
  failed: (lang) => m['settlements.status.failed']({}, { locale: lang }),
  manual: (lang) => m['settlements.status.manual']({}, { locale: lang }),
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
  return <span className={`earnings-status earnings-status--${statusLabel(status)}`}>{statusText(status, lang)}</span>;
}
