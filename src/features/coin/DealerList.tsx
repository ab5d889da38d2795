// /coinerlist: the coin dealers with an approved price list, in a stable order (by id), page after page: avatar,
// nickname, id with copy, the price list (full screen on tap) and a WhatsApp link; a search by id.
import { useId, useState, type SubmitEvent } from 'react';
import { DEALER_ENDPOINTS, type DealerListing } from '../../contract/price-list.ts';
import { ID_PATTERN } from '../../contract/ids.ts';
import { whatsappLink } from '../../domain/price-list.ts';
import { call } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { LazyImage } from '../../ui/LazyImage.tsx';
import { List, type ListPage } from '../../ui/List.tsx';
import { useSession } from '../../ui/use-session.ts';
import { Loading } from '../../ui/LoadState.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { ImageViewer } from './ImageViewer.tsx';
import './coin.css';

interface Props {
  lang: Lang;
}

/** The dealer-list island. */
export function DealerList({ lang }: Props) {
  const session = useSession();
  const locale = { locale: lang };
  const searchId = useId();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [viewing, setViewing] = useState<DealerListing | null>(null);
  const [total, setTotal] = useState<number | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = text.trim();
    if (id !== '' && (!ID_PATTERN.test(id) || Number(id) === 0)) {
      setProblem(m['coin.transfer.idInvalid']({}, locale));
      return;
    }
    setProblem(null);
    setSearched(id);
  };

  const load = async (cursor: string | null): Promise<ListPage<DealerListing, string>> => {
    const page = await call(DEALER_ENDPOINTS.list, { ...(searched ? { user_id: searched } : {}), cursor: cursor ?? '' });
    if (cursor === null) setTotal(searched ? null : page.total);
    return page;
  };

  return (
    <>
      <YourId lang={lang} />
      <form className="ui-card coin-dealer-search" role="search" noValidate onSubmit={submit}>
        <label className="ui-field__label" htmlFor={searchId}>
          {m['coin.dealers.searchLabel']({}, locale)}
        </label>
        <div className="coin-search">
          <input
            id={searchId}
            className="ui-input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={15}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${searchId}-error` : undefined}
            onChange={(event) => {
              // Kept as typed: letters are refused with the id message on search, never dropped into "everyone".
              setText(event.target.value);
              setProblem(null);
            }}
          />
          <button type="submit" className="ui-btn ui-btn--primary">
            {m['coin.transfer.search']({}, locale)}
          </button>
        </div>
        {problem && (
          <p id={`${searchId}-error`} className="ui-field__error" role="alert">
            {problem}
          </p>
        )}
        {searched && (
          <button
            type="button"
            className="ui-btn coin-clear"
            onClick={() => {
              setText('');
              setSearched('');
            }}
          >
            {m['coin.dealers.showAll']({}, locale)}
          </button>
        )}
      </form>
      <p className="coin-total" aria-live="polite">
        {total !== null && total > 0 ? m['coin.dealers.count']({ count: formatNumber(total, lang) }, locale) : '\u00a0'}
      </p>
      {session.status !== 'in' ? (
        <Loading lang={lang} />
      ) : (
        <List
          lang={lang}
          load={load}
          reloadKey={searched}
          itemKey={(dealer) => dealer.userId}
          label={m['route.coinerlist']({}, locale)}
          emptyText={searched ? m['coin.dealers.notFound']({ id: searched }, locale) : m['coin.dealers.empty']({}, locale)}
          renderItem={(dealer) => <Dealer lang={lang} dealer={dealer} onView={() => setViewing(dealer)} />}
        />
      )}
      {viewing && (
        <ImageViewer
          lang={lang}
          src={viewing.imageUrl}
          alt={m['coin.dealers.priceListOf']({ nickname: viewing.nickname }, locale)}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}

/** The buyer's own id, to give the dealer: the coins arrive as a transfer to it. The session knows it, so no request;
 * one row, as high as its placeholder. */
function YourId({ lang }: { lang: Lang }) {
  const locale = { locale: lang };
  const session = useSession();
  if (session.status !== 'in') return <Loading lang={lang} rows={1} />;
  return (
    <section className="coin-yourid" aria-label={m['coin.dealers.yourId']({}, locale)}>
      <span>
        {m['coin.dealers.yourId']({}, locale)} <strong>{session.userId}</strong>
      </span>
      <CopyButton lang={lang} text={session.userId} label={m['coin.dealers.copyYourId']({}, locale)} className="coin-copy" />
    </section>
  );
}

/** One dealer's card. */
function Dealer({ lang, dealer, onView }: { lang: Lang; dealer: DealerListing; onView: () => void }) {
  const locale = { locale: lang };
  const session = useSession();
  // The chat opens with the buyer's ID already written, in the page's language.
  const greeting = session.status === 'in' ? m['coin.dealers.whatsappText']({ id: session.userId }, locale) : m['coin.dealers.whatsappTextNoId']({}, locale);
  const alt = m['coin.dealers.priceListOf']({ nickname: dealer.nickname }, locale);
  return (
    <article className="ui-card coin-dealer" aria-label={dealer.nickname}>
      <div className="coin-user">
        <Avatar nickname={dealer.nickname} userId={dealer.userId} />
        <span className="coin-user__text">
          <strong>{dealer.nickname}</strong>
          <span className="coin-copyable">
            <span className="ui-muted">{m['coin.userId']({ id: dealer.userId }, locale)}</span>
            <CopyButton lang={lang} text={dealer.userId} label={m['coin.dealers.copyId']({ nickname: dealer.nickname }, locale)} className="coin-copy" />
          </span>
        </span>
      </div>
      <button type="button" className="coin-thumb coin-thumb--wide" onClick={onView} aria-label={m['coin.dealers.open']({ nickname: dealer.nickname }, locale)}>
        <LazyImage lang={lang} src={dealer.imageUrl} alt={alt} width={312} height={180} className="coin-thumb__img" />
      </button>
      <a className="ui-btn ui-btn--primary coin-wide" href={whatsappLink(dealer.whatsapp, greeting)} target="_blank" rel="noopener noreferrer">
        {m['coin.dealers.whatsapp']({}, locale)}
      </a>
    </article>
  );
}
