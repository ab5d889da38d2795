// Handing the family over (issue 27.6), at the foot of the creator's management view (#handover, where the
// cancellation page links): the family's admins, each with "Hand over"; a sheet that says what happens (they become
// the creator with every creator's right, you an admin, free then to leave or cancel); once done the page shows the
// family as an admin sees it. No admin yet: the way to make one, on this very view. Refused while disbanding.
import { useEffect, useState } from 'react';
import { FAMILY_ENDPOINTS, type FamilyDetail, type FamilyPerson } from '../../contract/family.ts';
import { errorText } from '../../lib/api.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { showToast } from '../../ui/toast.ts';
import { useMoney } from './use-money.ts';

/** The hand-over card of `family` (its creator's); `onDone` runs once the caller is no longer its creator. */
export function HandOver({ lang, family, onDone }: { lang: Lang; family: FamilyDetail; onDone: () => void }) {
  const locale = { locale: lang };
  const [chosen, setChosen] = useState<FamilyPerson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const admins = family.admins.filter((person) => person.role === 'admin');
  const handOver = useMoney(FAMILY_ENDPOINTS.handOver, m['common.doNotRepeat']({}, locale), (outcome) => {
    setChosen(null);
    if (outcome.ok) {
      showToast(m['family.handOver.done']({ name: outcome.data.creator.nickname, family: family.name }, locale));
      onDone();
    } else {
      setError(errorText(outcome.error, lang));
    }
  });
  // Opened from the cancellation page's link: the card comes into view once the view has loaded.
  useEffect(() => {
    if (location.hash === '#handover') document.getElementById('handover')?.scrollIntoView();
  }, []);
  const send = () => chosen && handOver.send({ family_id: family.id, user_id: chosen.userId });

  return (
    <Card title={m['family.handOver.title']({}, locale)} className="fam-handover">
      <div id="handover" />
      <p className="ui-muted">{m['family.handOver.intro']({ family: family.name }, locale)}</p>
      {error && (
        <p className="fam-alert" role="alert">
          {error}
        </p>
      )}
      {family.dissolve ? (
        <>
          <p className="fam-alert">{m['family.handOver.disbanding']({}, locale)}</p>
          <a className="ui-btn fam-wide" href={pageHref('/dissolve', lang)}>
            {m['family.link.dissolve']({}, locale)}
          </a>
        </>
      ) : admins.length === 0 ? (
        <>
          <p>{m['family.handOver.noAdmins']({}, locale)}</p>
          <a className="ui-btn fam-wide" href="#fam-members">
            {m['family.handOver.toMembers']({}, locale)}
          </a>
        </>
      ) : (
        <ul className="fam-people">
          {admins.map((admin) => (
            <li key={admin.userId} className="fam-row">
              <span>{m['family.person']({ name: admin.nickname, id: admin.userId }, locale)}</span>
              <button
                type="button"
                className="ui-btn"
                disabled={handOver.busy}
                onClick={() => {
                  setError(null);
                  setChosen(admin);
                }}
              >
                {m['family.handOver.choose']({}, locale)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        lang={lang}
        open={chosen !== null}
        variant="confirm"
        title={m['family.handOver.confirmTitle']({ family: family.name, name: chosen?.nickname ?? '' }, locale)}
        confirmLabel={m['family.handOver.choose']({}, locale)}
        busy={handOver.pending}
        onRepeatTap={send}
        onConfirm={send}
        onCancel={() => !handOver.pending && setChosen(null)}
      >
        <p>{m['family.handOver.confirmNew']({ name: chosen?.nickname ?? '', id: chosen?.userId ?? '' }, locale)}</p>
        <p>{m['family.handOver.confirmYou']({}, locale)}</p>
        <p>{m['family.handOver.confirmThen']({}, locale)}</p>
      </Dialog>
    </Card>
  );
}
