// The coin transfer of a dealer (SPEC 5, 6, 8): search the user by id, choose the amount, confirm on a sheet that
// names who gets what and what is left, and get a receipt. Every rule is checked on the page with checkTransfer
// before anything is sent; the server checks again. /resell and /subagent both use it.
import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { RESALE_ENDPOINTS, type TransferTargetView, type TransferView } from '../../contract/resale.ts';
import { ID_PATTERN } from '../../contract/ids.ts';
import { RESALE_ABOVE_COINS, RESALE_MULTIPLE_COINS, RESALE_QUICK_AMOUNTS_COINS, checkTransfer, type TransferError } from '../../domain/transfer.ts';
import { ApiError, RepeatedTapError, call, createSubmission, errorText } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { Rows } from '../../ui/Rows.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useResumedSubmission, type Resumed } from '../../ui/use-resumed-submission.ts';
import { useSession } from '../../ui/use-session.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import './errors.ts';
import { formatCoins } from './format-coins.ts';
import { Receipt } from './Receipt.tsx';
import '../../ui/art/art.css';
import './coin.css';

/** Where a problem is shown: beside the user search, beside the amount, or above the button. */
type Place = 'target' | 'amount' | 'form';
interface Problem {
  place: Place;
  text: string;
}

const PLACE_OF: Record<TransferError, Place> = {
  targetNotSearched: 'target',
  targetNotFound: 'target',
  selfTransfer: 'target',
  targetIsDealer: 'target',
  amountRequired: 'amount',
  amountInvalid: 'amount',
  amountTooSmall: 'amount',
  notMultiple: 'amount',
  exceedsBalance: 'amount',
};

/** A rule's message, exactly as the server's answer for it reads. */
function ruleText(rule: TransferError, lang: Lang): string {
  return errorText(new ApiError(rule === 'targetNotFound' ? 'userNotFound' : `transfer.${rule}`, null), lang);
}

/** Where the server's refusal belongs on the form. */
function placeOfFailure(error: unknown): Place {
  const failure = error instanceof ApiError ? error.failure : '';
  if (failure === 'userNotFound') return 'target';
  const rule = failure.startsWith('transfer.') ? failure.slice('transfer.'.length) : '';
  return Object.prototype.hasOwnProperty.call(PLACE_OF, rule) ? PLACE_OF[rule as TransferError] : 'form';
}

interface Props {
  lang: Lang;
  balance: number;
  /** A sub-agent chosen on /subagent: the form sends to it without a search. */
  preset?: TransferTargetView | null;
  /** Leaves the preset target (back to the list of sub-agents). */
  onLeavePreset?: () => void;
  /** Called with the new balance after each transfer. */
  onBalance?: (balance: number) => void;
  /** Static links shown under the receipt (the records). */
  children?: ReactNode;
}

/** What a transfer answered. */
interface Done {
  transfer: TransferView;
  balance: number;
}

/** The transfer form, its confirmation sheet and its receipt. */
export function TransferForm({ lang, balance: initialBalance, preset = null, onLeavePreset, onBalance, children }: Props) {
  const brand = useBrand();
  const session = useSession();
  const locale = { locale: lang };
  const idFieldId = useId();
  const [balance, setBalance] = useState(initialBalance);
  const [idText, setIdText] = useState('');
  // undefined: not searched yet; null: searched and not found.
  const [found, setFound] = useState<TransferTargetView | null | undefined>(undefined);
  const [searching, setSearching] = useState(false);
  const [amount, setAmount] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [confirming, setConfirming] = useState<{ target: TransferTargetView; amount: number } | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  // DESIGN 4: one submission per form; a retry of the same transfer after no answer reuses its key.
  const [submission] = useState(() => createSubmission(RESALE_ENDPOINTS.transfer));

  const target = preset ?? found;
  const senderId = session.status === 'in' ? session.userId : '';
  const errorAt = (place: Place) => (problem?.place === place ? problem.text : null);

  /** SPEC 5: the user is searched by id before anything can be sent. */
  const search = async () => {
    const id = idText.trim();
    if (!ID_PATTERN.test(id) || Number(id) === 0) {
      setFound(undefined);
      setProblem({ place: 'target', text: m['coin.transfer.idInvalid']({}, locale) });
      return;
    }
    setSearching(true);
    try {
      const user = await call(RESALE_ENDPOINTS.search, { user_id: id });
      setFound(user);
      // SPEC 5: say at once when this user can never receive a transfer.
      const check = checkTransfer({ senderId, target: user, amount: RESALE_MULTIPLE_COINS * 2, balance: Number.MAX_SAFE_INTEGER });
      setProblem(!check.ok && PLACE_OF[check.error] === 'target' ? { place: 'target', text: ruleText(check.error, lang) } : null);
    } catch (error) {
      if (error instanceof ApiError && error.failure === 'userNotFound') setFound(null);
      setProblem({ place: 'target', text: errorText(error, lang) });
    } finally {
      setSearching(false);
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkTransfer({ senderId, target, amount, balance });
    if (!check.ok) {
      setProblem({ place: PLACE_OF[check.error], text: ruleText(check.error, lang) });
      return;
    }
    if (!target || amount === null) return;
    setProblem(null);
    setConfirming({ target, amount });
  };

  /** What the form shows once a transfer (sent now, or resumed after a reload) has its answer or lost it. */
  const settle = (outcome: Resumed<typeof RESALE_ENDPOINTS.transfer>) => {
    setPending(false);
    setConfirming(null);
    if (outcome.ok) {
      setBalance(outcome.data.balance);
      onBalance?.(outcome.data.balance);
      setDone(outcome.data);
      return;
    }
    if (outcome.error instanceof ApiError && (outcome.error.failure === 'network' || outcome.error.failure === 'busy')) {
      // No answer: the outcome is unknown. The submission keeps its key, so confirming again cannot send twice.
      setProblem({ place: 'form', text: m['coin.transfer.noAnswer']({}, locale) });
      return;
    }
    setProblem({ place: placeOfFailure(outcome.error), text: errorText(outcome.error, lang) });
  };
  const resuming = useResumedSubmission(submission, settle);

  const send = () => {
    if (!confirming) return;
    setPending(true);
    submission.submit({ target_user_id: confirming.target.userId, amount: String(confirming.amount) }).then(
      (data) => settle({ ok: true, data }),
      (error: unknown) => {
        // A second tap while the first is on its way: the first one stands (DESIGN 4).
        if (error instanceof RepeatedTapError) return showToast(m['common.doNotRepeat']({}, locale));
        settle({ ok: false, error });
      },
    );
  };

  const again = () => {
    setDone(null);
    setAmount(null);
    setProblem(null);
    if (!preset) {
      setIdText('');
      setFound(undefined);
    }
  };

  const balanceCard = (
    <Card title={m['coin.balance']({}, locale)}>
      <p className="coin-big"><span className="art-coin" aria-hidden="true" />{formatCoins(balance, lang, brand)}</p>
    </Card>
  );

  if (done) {
    return (
      <>
        <div className="coin-signed">
        <SignedInAs lang={lang} />
      </div>
        {balanceCard}
        <Card title={m['coin.transfer.done']({}, locale)}>
          <div role="status">
            <Receipt lang={lang} transfer={done.transfer} extra={[{ label: m['coin.transfer.balanceNow']({}, locale), value: formatCoins(done.balance, lang, brand) }]} />
          </div>
          <div className="coin-actions">
            <button type="button" className="ui-btn ui-btn--primary" onClick={again}>
              {m['coin.transfer.again']({}, locale)}
            </button>
            {preset && onLeavePreset && (
              <button type="button" className="ui-btn" onClick={onLeavePreset}>
                {m['coin.subagent.back']({}, locale)}
              </button>
            )}
          </div>
          {children}
        </Card>
      </>
    );
  }

  const targetError = errorAt('target');
  const amountError = errorAt('amount');
  const formError = errorAt('form');
  const after = confirming ? balance - confirming.amount : 0;
  return (
    <>
      <div className="coin-signed">
        <SignedInAs lang={lang} />
      </div>
      {balanceCard}
      <form className="ui-card coin-form" noValidate onSubmit={submit} aria-label={m['coin.transfer.title']({}, locale)}>
        <h2 className="ui-card__title">{m['coin.transfer.title']({}, locale)}</h2>
        {preset ? (
          <div className="coin-target">
            <TargetCard lang={lang} target={preset} />
            {onLeavePreset && (
              <button type="button" className="ui-btn" onClick={onLeavePreset}>
                {m['coin.subagent.change']({}, locale)}
              </button>
            )}
          </div>
        ) : (
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={idFieldId}>
              {m['coin.transfer.userId']({}, locale)}
            </label>
            <div className="coin-search">
              <input
                id={idFieldId}
                className="ui-input"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                maxLength={15}
                value={idText}
                aria-invalid={targetError ? true : undefined}
                aria-describedby={targetError ? `${idFieldId}-error` : undefined}
                onChange={(event) => {
                  setIdText(event.target.value.replace(/\D/g, ''));
                  // SPEC 5: a changed id must be searched again.
                  setFound(undefined);
                  if (problem?.place === 'target') setProblem(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void search();
                  }
                }}
              />
              <button type="button" className="ui-btn" onClick={() => void search()} disabled={searching}>
                {m['coin.transfer.search']({}, locale)}
              </button>
            </div>
            {found && <TargetCard lang={lang} target={found} />}
            {targetError && (
              <p id={`${idFieldId}-error`} className="ui-field__error" role="alert">
                {targetError}
              </p>
            )}
          </div>
        )}

        <NumberInput
          lang={lang}
          label={m['coin.transfer.amount']({ coin: brand.coinLabel(lang) }, locale)}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            if (problem?.place === 'amount') setProblem(null);
          }}
          hint={m['coin.transfer.amountHint']({ above: formatNumber(RESALE_ABOVE_COINS, lang), multiple: formatNumber(RESALE_MULTIPLE_COINS, lang) }, locale)}
          error={amountError ?? undefined}
        />
        <div className="coin-chips" role="group" aria-label={m['coin.transfer.quick']({}, locale)}>
          {RESALE_QUICK_AMOUNTS_COINS.map((quick) => (
            <button
              key={quick}
              type="button"
              className="ui-btn coin-chip"
              aria-pressed={amount === quick}
              onClick={() => {
                setAmount(quick);
                if (problem?.place === 'amount') setProblem(null);
              }}
            >
              {formatNumber(quick, lang)}
            </button>
          ))}
        </div>

        {formError && (
          <p className="coin-alert" role="alert">
            {formError}
          </p>
        )}
        {resuming && (
          <p className="ui-muted" role="status">
            {m['coin.transfer.resuming']({}, locale)}
          </p>
        )}
        <button type="submit" className="ui-btn ui-btn--primary" disabled={pending || resuming}>
          {m['coin.transfer.submit']({}, locale)}
        </button>
      </form>

      <Dialog
        lang={lang}
        open={confirming !== null}
        variant="confirm"
        title={m['coin.transfer.confirmTitle']({}, locale)}
        busy={pending}
        onRepeatTap={send}
        onConfirm={send}
        // While the request is on its way the sheet stays: its answer decides what the form shows next.
        onCancel={() => !pending && setConfirming(null)}
      >
        {confirming && (
          <Rows
            rows={[
              { label: m['coin.receipt.to']({}, locale), value: m['coin.person']({ nickname: confirming.target.nickname, id: confirming.target.userId }, locale) },
              { label: m['coin.receipt.amount']({}, locale), value: formatCoins(confirming.amount, lang, brand) },
              { label: m['coin.transfer.balanceAfter']({}, locale), value: formatCoins(after, lang, brand) },
            ]}
          />
        )}
      </Dialog>
    </>
  );
}

/** The user found by the search: avatar, nickname, id, and whether a coin dealer. */
function TargetCard({ lang, target }: { lang: Lang; target: TransferTargetView }) {
  const locale = { locale: lang };
  return (
    <div className="coin-user" aria-live="polite">
      <Avatar nickname={target.nickname} userId={target.userId} />
      <span className="coin-user__text">
        <strong>{target.nickname}</strong>
        <span className="ui-muted">{m['coin.userId']({ id: target.userId }, locale)}</span>
      </span>
      {target.isDealer && (
        <span className="ui-status">{target.isOwnSubAgent ? m['coin.badge.subAgent']({}, locale) : m['coin.badge.dealer']({}, locale)}</span>
      )}
    </div>
  );
}
