// /familyList?id=…&view=settings: what only the creator changes (SPEC 6): the name and notice, the favourite hosts (up
// to the tier's limit), and the member limit, expanded with family coins (a money call with its confirmation).
import { useState } from 'react';
import { FAMILY_ENDPOINTS, type FamilyDetail } from '../../contract/family.ts';
import {
  FAMILY_EXPANSION_COST_COINS,
  FAMILY_EXPANSION_SLOTS,
  FAMILY_EXPANSIONS_MAX,
  checkExpansion,
} from '../../domain/family-members.ts';
import { can } from '../../domain/family-roles.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { Rows } from '../../ui/Rows.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { InfoForm } from './InfoForm.tsx';
import type { FamilyViewProps } from './view-props.ts';
import { useAction } from './use-action.ts';
import { useMoney } from './use-money.ts';

/** The creator's settings view. */
export function Settings({ lang, familyId, detail, reload }: FamilyViewProps) {
  const back = (
    <p className="fam-back">
      <a href={pageHref('/familyList', lang, { id: familyId, view: 'manage' })}>{m['family.manage.title']({}, { locale: lang })}</a>
    </p>
  );
  if (detail.state === 'error') return <>{back}<LoadFailed lang={lang} error={detail.error} onRetry={reload} /></>;
  if (detail.state !== 'ok') return <Loading lang={lang} rows={5} />;
  const family = detail.data;
  if (family.myRole === null || !can(family.myRole, 'editInfo')) {
    return (
      <>
        {back}
        <Card title={m['family.link.settings']({}, { locale: lang })}>
          <p className="ui-muted">{m['family.settings.notForYou']({}, { locale: lang })}</p>
        </Card>
      </>
    );
  }
  return (
    <>
      {back}
      <h2 className="fam-name">{family.name}</h2>
      <Card title={m['family.manage.info']({}, { locale: lang })}>
        <EditInfo lang={lang} family={family} onChange={reload} />
      </Card>
      <Favorites lang={lang} family={family} onChange={reload} />
      <Expand lang={lang} family={family} onChange={reload} />
    </>
  );
}

/** The result line of a card: the last refusal (an alert) or success (a status). */
function Notice({ notice }: { notice: { ok: boolean; text: string } | null }) {
  if (!notice) return null;
  return (
    <p className={notice.ok ? 'fam-ok' : 'fam-alert'} role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </p>
  );
}

/** The creator edits the name and notice. */
function EditInfo({ lang, family, onChange }: { lang: Lang; family: FamilyDetail; onChange: () => void }) {
  const [busy, run] = useAction(lang, m['common.doNotRepeat']({}, { locale: lang }));
  return (
    <InfoForm
      lang={lang}
     
      initial={{ name: family.name, notice: family.notice }}
      submitLabel={m['family.manage.save']({}, { locale: lang })}
      busy={busy}
      onSubmit={async (values) => {
        const outcome = await run(FAMILY_ENDPOINTS.edit, { family_id: family.id, ...values });
        if (outcome?.ok) {
          showToast(m['family.manage.saved']({}, { locale: lang }));
          onChange();
        }
        return outcome && !outcome.ok ? outcome.text : null;
      }}
    />
  );
}

/** The creator's favourite hosts, up to the tier's limit. */
function Favorites({ lang, family, onChange }: { lang: Lang; family: FamilyDetail; onChange: () => void }) {
  const locale = { locale: lang };
  const [busy, run] = useAction(lang, m['common.doNotRepeat']({}, locale));
  const [hostId, setHostId] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const set = async (userId: string, favorite: '1' | '0') => {
    const outcome = await run(FAMILY_ENDPOINTS.favorite, { family_id: family.id, user_id: userId, favorite });
    if (!outcome) return;
    setNotice(outcome.ok ? null : { ok: false, text: outcome.text });
    if (outcome.ok) {
      setHostId('');
      onChange();
    }
  };
  return (
    <Card title={m['family.page.favoriteHosts']({}, locale)}>
      <p className="ui-muted">{`${family.favoriteHosts.length} / ${family.limits.favoriteHosts}`}</p>
      <Notice notice={notice} />
      <ul className="fam-people">
        {family.favoriteHosts.map((host) => (
          <li key={host.userId} className="fam-row">
            <span>{m['family.person']({ name: host.nickname, id: host.userId }, locale)}</span>
            <button type="button" className="ui-btn" disabled={busy} onClick={() => set(host.userId, '0')}>
              {m['family.favorites.remove']({}, locale)}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="fam-search"
        onSubmit={(event) => {
          event.preventDefault();
          if (hostId.trim() !== '') void set(hostId.trim(), '1');
        }}
      >
        <input
          className="ui-input"
          inputMode="numeric"
          aria-label={m['family.favorites.hostId']({}, locale)}
          placeholder={m['family.favorites.hostId']({}, locale)}
          value={hostId}
          onChange={(event) => setHostId(event.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className="ui-btn" disabled={busy}>
          {m['family.favorites.add']({}, locale)}
        </button>
      </form>
    </Card>
  );
}

/** The creator buys 10 more member places with family coins: a money call with its confirmation and key. */
function Expand({ lang, family, onChange }: { lang: Lang; family: FamilyDetail; onChange: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const coins = family.coins ?? 0;
  const expand = useMoney(FAMILY_ENDPOINTS.expand, m['common.doNotRepeat']({}, { locale: lang }), (outcome) => {
    setConfirming(false);
    if (outcome.ok) {
      setNotice({ ok: true, text: m['family.expand.done']({}, { locale: lang }) });
      onChange();
    } else {
      setNotice({ ok: false, text: errorText(outcome.error, lang) });
    }
  });
  const open = () => {
    const check = checkExpansion(family.expansions, coins);
    if (!check.ok) return setNotice({ ok: false, text: errorText(new ApiError(`family.${check.error}`, null), lang) });
    setNotice(null);
    setConfirming(true);
  };
  const send = () => expand.send({ family_id: family.id });
  return (
    <Card title={m['family.expand.title']({}, { locale: lang })}>
      <div className="fam-signed-in">
        <SignedInAs lang={lang} />
      </div>
      <Rows
        className="fam-rows"
        rows={[
          { label: m['family.expand.title']({}, { locale: lang }), value: family.memberLimit },
          { label: m['family.expand.used']({}, { locale: lang }), value: `${family.expansions} / ${FAMILY_EXPANSIONS_MAX}` },
          { label: m['family.page.coins']({}, { locale: lang }), value: formatNumber(coins, lang) },
        ]}
      />
      <Notice notice={notice} />
      {notice && !notice.ok && coins < FAMILY_EXPANSION_COST_COINS && <a href={`${pageHref('/call', lang)}#family-tasks`}>{m['family.goToTasks']({}, { locale: lang })}</a>}
      <button type="button" className="ui-btn ui-btn--primary fam-wide" disabled={expand.busy} onClick={open}>
        {m['family.expand.open']({}, { locale: lang })}
      </button>
      <Dialog
        lang={lang}
        open={confirming}
        variant="confirm"
        title={m['family.expand.confirm']({}, { locale: lang })}
        busy={expand.pending}
        onRepeatTap={send}
        onConfirm={send}
        onCancel={() => !expand.pending && setConfirming(false)}
      >
        <Rows
          className="fam-rows"
          rows={[
            { label: m['family.expand.slots']({}, { locale: lang }), value: FAMILY_EXPANSION_SLOTS },
            { label: m['family.expand.price']({}, { locale: lang }), value: formatNumber(FAMILY_EXPANSION_COST_COINS, lang) },
          ]}
        />
      </Dialog>
    </Card>
  );
}
