// /pricelist (SPEC 3, DESIGN 11): a dealer's price list as users see it in the dealer list, the newer one under
// review ("auditing") or refused ("audit failed", with the operator's reason), and the form that submits a new image
// with the WhatsApp number users reach the dealer on. The image is checked on the page (size, real type), previewed
// and uploaded with a progress bar; the server checks everything again.
import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { PRICE_LIST_ENDPOINTS, type PriceListSubmissionView, type PriceListView } from '../../contract/price-list.ts';
import { checkPriceListSubmission, type PriceListError } from '../../domain/price-list.ts';
import { ApiError, call, errorText } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { uploadFile } from '../../lib/upload.ts';
import { Card } from '../../ui/Card.tsx';
import { ImageUpload } from '../../ui/ImageUpload.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import '../../ui/upload-errors.ts';
import { useApi } from '../../ui/use-api.ts';
import './price-list-errors.ts';
import { ImageViewer } from './ImageViewer.tsx';
import { ForDealers } from './ForDealers.tsx';
import './coin.css';

interface Props {
  lang: Lang;
  /** The page's static rules, shown to dealers once loaded. */
  children?: ReactNode;
}

/** The price-list island. */
export function PriceList({ lang, children }: Props) {
  const [mine, reload] = useApi(PRICE_LIST_ENDPOINTS.mine, {});
  return (
    <Loaded lang={lang} result={mine} onRetry={reload} forbidden={<ForDealers lang={lang} />} rows={4} after={children}>
      {(data) => <PriceListScreen lang={lang} initial={data} />}
    </Loaded>
  );
}

/** Where a refusal is shown. */
type Place = 'image' | 'whatsapp' | 'form';
const PLACE_OF: Record<PriceListError, Place> = { imageRequired: 'image', whatsappRequired: 'whatsapp', whatsappInvalid: 'whatsapp' };

/** The state cards and the submission form. */
function PriceListScreen({ lang, initial }: { lang: Lang; initial: PriceListView }) {
  const locale = { locale: lang };
  const whatsappId = useId();
  const [view, setView] = useState(initial);
  const [uploaded, setUploaded] = useState<{ id: string; url: string } | null>(null);
  const [whatsapp, setWhatsapp] = useState(initial.whatsapp ? `+${initial.whatsapp}` : '');
  const [problem, setProblem] = useState<{ place: Place; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  // While an image is on its way, Submit waits for it rather than refusing a submission "without an image".
  const [uploading, setUploading] = useState(false);
  // A new ImageUpload after each submission, so the form starts empty again.
  const [round, setRound] = useState(0);
  const errorAt = (place: Place) => (problem?.place === place ? problem.text : null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkPriceListSubmission({ imageId: uploaded?.id ?? null, whatsapp });
    if (!check.ok) {
      setProblem({ place: PLACE_OF[check.error], text: errorText(new ApiError(`priceList.${check.error}`, null), lang) });
      return;
    }
    if (!uploaded || sending) return;
    setSending(true);
    try {
      const next = await call(PRICE_LIST_ENDPOINTS.submit, { upload_id: uploaded.id, whatsapp: check.whatsapp });
      setView(next);
      setUploaded(null);
      setProblem(null);
      setRound((n) => n + 1);
      showToast(m['coin.priceList.submitted']({}, locale));
    } catch (error) {
      const failure = error instanceof ApiError ? error.failure : '';
      const rule = failure.startsWith('priceList.') ? failure.slice('priceList.'.length) : '';
      const place = Object.prototype.hasOwnProperty.call(PLACE_OF, rule) ? PLACE_OF[rule as PriceListError] : 'form';
      setProblem({ place, text: errorText(error, lang) });
    } finally {
      setSending(false);
    }
  };

  const whatsappError = errorAt('whatsapp');
  return (
    <>
      <div className="coin-signed">
        <SignedInAs lang={lang} />
      </div>
      <StateCards lang={lang} view={view} />
      <form className="ui-card coin-form" noValidate onSubmit={(event) => void submit(event)} aria-label={m['coin.priceList.formTitle']({}, locale)}>
        <h2 className="ui-card__title">{m['coin.priceList.formTitle']({}, locale)}</h2>
        {view.latest?.state === 'auditing' && <p className="ui-muted">{m['coin.priceList.replaceNote']({}, locale)}</p>}
        <ImageUpload
          key={round}
          lang={lang}
          label={m['coin.priceList.image']({}, locale)}
          upload={async (file, onProgress) => {
            // The new image replaces the one uploaded before, even if it fails: the preview shows no other.
            setUploaded(null);
            setUploading(true);
            try {
              const stored = await uploadFile(PRICE_LIST_ENDPOINTS.upload, {}, file, onProgress);
              setUploaded(stored);
              if (problem?.place === 'image') setProblem(null);
              return stored;
            } finally {
              setUploading(false);
            }
          }}
          onUploaded={() => undefined}
          error={errorAt('image')}
        />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={whatsappId}>
            {m['coin.priceList.whatsapp']({}, locale)}
          </label>
          <input
            id={whatsappId}
            className="ui-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={24}
            value={whatsapp}
            aria-invalid={whatsappError ? true : undefined}
            aria-describedby={`${whatsappId}-hint${whatsappError ? ` ${whatsappId}-error` : ''}`}
            onChange={(event) => {
              setWhatsapp(event.target.value);
              if (problem?.place === 'whatsapp') setProblem(null);
            }}
          />
          <p id={`${whatsappId}-hint`} className="ui-field__hint">
            {m['coin.priceList.whatsappHint']({}, locale)}
          </p>
          {whatsappError && (
            <p id={`${whatsappId}-error`} className="ui-field__error" role="alert">
              {whatsappError}
            </p>
          )}
        </div>
        {errorAt('form') && (
          <p className="coin-alert" role="alert">
            {errorAt('form')}
          </p>
        )}
        <button type="submit" className="ui-btn ui-btn--primary" disabled={sending || uploading}>
          {m['coin.priceList.submit']({}, locale)}
        </button>
      </form>
    </>
  );
}

/** What users see now, and the newer submission's state. */
function StateCards({ lang, view }: { lang: Lang; view: PriceListView }) {
  const locale = { locale: lang };
  if (!view.live && !view.latest) {
    return (
      <Card title={m['coin.priceList.liveTitle']({}, locale)}>
        <p className="ui-muted">{m['coin.priceList.none']({}, locale)}</p>
      </Card>
    );
  }
  return (
    <>
      {view.latest && (
        <Card
          title={view.latest.state === 'auditing' ? m['coin.priceList.auditing']({}, locale) : m['coin.priceList.rejected']({}, locale)}
          className={`coin-pl coin-pl--${view.latest.state}`}
        >
          <Submission lang={lang} submission={view.latest}>
            {view.latest.state === 'auditing' ? (
              <p className="ui-muted">{m['coin.priceList.auditingNote']({ date: formatDateTime(view.latest.submittedAt, lang) }, locale)}</p>
            ) : (
              <>
                <p className="coin-alert" role="alert">
                  {m['coin.priceList.reason']({ reason: view.latest.reason ?? '' }, locale)}
                </p>
                <p className="ui-muted">{m['coin.priceList.uploadAgain']({}, locale)}</p>
              </>
            )}
          </Submission>
        </Card>
      )}
      <Card title={m['coin.priceList.liveTitle']({}, locale)} className="coin-pl coin-pl--live">
        {view.live ? (
          <Submission lang={lang} submission={view.live}>
            <p className="ui-muted">{m['coin.priceList.liveNote']({ date: formatDateTime(view.live.reviewedAt ?? view.live.submittedAt, lang) }, locale)}</p>
          </Submission>
        ) : (
          <p className="ui-muted">{m['coin.priceList.noneLive']({}, locale)}</p>
        )}
      </Card>
    </>
  );
}

/** A submission's image (tap for full screen), its WhatsApp number and what the card adds. */
function Submission({ lang, submission, children }: { lang: Lang; submission: PriceListSubmissionView; children: ReactNode }) {
  const locale = { locale: lang };
  const [viewing, setViewing] = useState(false);
  const alt = m['coin.priceList.imageAlt']({}, locale);
  return (
    <div className="coin-pl__body">
      <button type="button" className="coin-thumb" onClick={() => setViewing(true)} aria-label={m['coin.priceList.open']({}, locale)}>
        <img src={submission.imageUrl} alt={alt} width={96} height={128} />
      </button>
      <div>
        {children}
        <p className="ui-muted">{m['coin.priceList.whatsappShown']({ number: `+${submission.whatsapp}` }, locale)}</p>
      </div>
      {viewing && <ImageViewer lang={lang} src={submission.imageUrl} alt={alt} onClose={() => setViewing(false)} />}
    </div>
  );
}
