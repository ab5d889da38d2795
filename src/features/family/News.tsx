// A family's news on its page (issue 27.6): "X handed the family to Y", newest first, for everyone; and the new
// creator's notice of being handed the family, at the top until they dismiss it.
import { useState } from 'react';
import { FAMILY_ENDPOINTS, type FamilyDetail } from '../../contract/family.ts';
import { call, errorText } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { showToast } from '../../ui/toast.ts';

/** The family's latest news lines (none: nothing shown). */
export function FamilyNews({ lang, family }: { lang: Lang; family: FamilyDetail }) {
  const locale = { locale: lang };
  if (family.news.length === 0) return null;
  return (
    <Card title={m['family.news.title']({}, locale)}>
      <ul className="fam-people">
        {family.news.map((line) => (
          <li key={`${line.at}:${line.to.userId}`} className="fam-line">
            <span>{m['family.news.handOver']({ from: line.from.nickname, to: line.to.nickname }, locale)}</span>
            <span className="ui-muted">{formatDateTime(line.at, lang)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The new creator's notice, with the button that dismisses it. */
export function HandedNotice({ lang, family, onSeen }: { lang: Lang; family: FamilyDetail; onSeen: () => void }) {
  const locale = { locale: lang };
  const [pending, setPending] = useState(false);
  const notice = family.handedToMe;
  if (!notice) return null;
  const dismiss = () => {
    setPending(true);
    call(FAMILY_ENDPOINTS.noticeSeen, { family_id: family.id }).then(
      () => {
        setPending(false);
        onSeen();
      },
      (failure: unknown) => {
        setPending(false);
        showToast(errorText(failure, lang));
      },
    );
  };
  return (
    <Card title={m['family.handedToMe.title']({}, locale)} className="fam-handed">
      <p role="status">{m['family.handedToMe.body']({ name: notice.from.nickname, family: family.name, date: formatDateTime(notice.at, lang) }, locale)}</p>
      <button type="button" className="ui-btn ui-btn--primary fam-wide" disabled={pending} onClick={dismiss}>
        {m['family.handedToMe.ok']({}, locale)}
      </button>
    </Card>
  );
}
