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
import type { ListText } from './text-keys.ts';
import type { FamilyViewProps } from './view-props.ts';
import { useAction } from './use-action.ts';
import { useMoney } from './use-money.ts';

/** The creator's settings view. */
export function Settings({ lang, t, familyId, detail, reload }: FamilyViewProps) {
  const back = (
    <p className="fam-back">
      <a href={pageHref('/familyList', lang, { id: familyId, view: 'manage' })}>{t['family.manage.title']}</a>
    </p>
  );
  if (detail.state === 'error') return <>{back}<LoadFailed lang={lang} error={detail.error} onRetry={reload} /></>;
  if (detail.state !== 'ok') return <Loading lang={lang} rows={5} />;
  const family = detail.data;
  if (family.myRole === null || !can(family.myRole, 'editInfo')) {
    return (
      <>
        {back}
        <Card title={t['family.link.settings']}>
          <p className="ui-muted">{t['family.settings.notForYou']}</p>
        </Card>
      </>
    );
  }
  return (
    <>
      {back}
      <h2 className="fam-name">{family.name}</h2>
      <Card title={t['family.manage.info']}>
        <EditInfo lang={lang} t={t} family={family} onChange={reload} />
      </Card>
      <Favorites lang={lang} t={t} family={family} onChange={reload} />
      <Expand lang={lang} t={t} family={family} onChange={reload} />
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
function EditInfo({ lang, t, family, onChange }: { lang: Lang; t: ListText; family: FamilyDetail; onChange: () => void }) {
  const [busy, run] = useAction(lang, t['common.doNotRepeat']);
  return (
    <InfoForm
      lang={lang}
      t={t}
      initial={{ name: family.name, notice: family.notice }}
      submitLabel={t['family.manage.save']}
      busy={busy}
      onSubmit={async (values) => {
        const outcome = await run(FAMILY_ENDPOINTS.edit, { family_id: family.id, ...values });
        if (outcome?.ok) {
          showToast(t['family.manage.saved']);
          onChange();
        }
        return outcome && !outcome.ok ? outcome.text : null;
      }}
    />
  );
}

/** The creator's favourite hosts, up to the tier's limit. */
function Favorites({ lang, t, family, onChange }: { lang: Lang; t: ListText; family: FamilyDetail; onChange: () => void }) {
  const locale = { locale: lang };
  const [busy, run] = useAction(lang, t['common.doNotRepeat']);
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
    <Card title={t['family.page.favoriteHosts']}>
      <p className="ui-muted">{`${family.favoriteHosts.length} / ${family.limits.favoriteHosts}`}</p>
      <Notice notice={notice} />
      <ul className="fam-people">
        {family.favoriteHosts.map((host) => (
          <li key={host.userId} className="fam-row">
            <span>{m['family.person']({ name: host.nickname, id: host.userId }, locale)}</span>
            <button type="button" className="ui-btn" disabled={busy} onClick={() => set(host.userId, '0')}>
              {t['family.favorites.remove']}
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
          aria-label={t['family.favorites.hostId']}
          placeholder={t['family.favorites.hostId']}
          value={hostId}
          onChange={(event) => setHostId(event.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className="ui-btn" disabled={busy}>
          {t['family.favorites.add']}
        </button>
      </form>
    </Card>
  );
}

/** The creator buys 10 more member places with family coins: a money call with its confirmation and key. */
function Expand({ lang, t, family, onChange }: { lang: Lang; t: ListText; family: FamilyDetail; onChange: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const coins = family.coins ?? 0;
  const expand = useMoney(FAMILY_ENDPOINTS.expand, t['common.doNotRepeat'], (outcome) => {
    setConfirming(false);
    if (outcome.ok) {
      setNotice({ ok: true, text: t['family.expand.done'] });
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
    <Card title={t['family.expand.title']}>
      <div className="fam-signed-in">
        <SignedInAs lang={lang} />
      </div>
      <Rows
        className="fam-rows"
        rows={[
          { label: t['family.expand.title'], value: family.memberLimit },
          { label: t['family.expand.used'], value: `${family.expansions} / ${FAMILY_EXPANSIONS_MAX}` },
          { label: t['family.page.coins'], value: formatNumber(coins, lang) },
        ]}
      />
      <Notice notice={notice} />
      {notice && !notice.ok && coins < FAMILY_EXPANSION_COST_COINS && <a href={`${pageHref('/call', lang)}#family-tasks`}>{t['family.goToTasks']}</a>}
      <button type="button" className="ui-btn ui-btn--primary fam-wide" disabled={expand.busy} onClick={open}>
        {t['family.expand.open']}
      </button>
      <Dialog
        lang={lang}
        open={confirming}
        variant="confirm"
        title={t['family.expand.confirm']}
        busy={expand.pending}
        onRepeatTap={send}
        onConfirm={send}
        onCancel={() => !expand.pending && setConfirming(false)}
      >
        <Rows
          className="fam-rows"
          rows={[
            { label: t['family.expand.slots'], value: FAMILY_EXPANSION_SLOTS },
            { label: t['family.expand.price'], value: formatNumber(FAMILY_EXPANSION_COST_COINS, lang) },
          ]}
        />
      </Dialog>
    </Card>
  );
}
