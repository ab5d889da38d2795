// The special-ID part of the Decor Shop's sheet (issue 27 item 1): the preview with the number kept (a renewal) or
// picked, and the picker: the item's free numbers from the server, narrowed by a digit search (anything but digits is
// refused on the page, as id fields are), one picked as a radio choice.
import { useState } from 'react';
import { DECOR_ENDPOINTS } from '../../contract/account.ts';
import type { CatalogueItem } from '../../domain/decor.ts';
import { SPECIAL_ID_QUERY_MAX_DIGITS, isSpecialIdQuery } from '../../domain/special-id.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Field } from '../../ui/Field.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { DecorPreview } from './DecorPreview.tsx';

interface Props {
  lang: Lang;
  item: CatalogueItem;
  /** The number the user holds for the item (a renewal keeps it; nothing to pick), or null. */
  kept: string | null;
  /** The number picked, or null. */
  value: string | null;
  onChange: (number: string) => void;
}

/** The preview, and the search and list of free numbers unless a number is kept. */
export function SpecialIdPicker({ lang, item, kept, value, onChange }: Props) {
  const locale = { locale: lang };
  const head = (
    <div className="acc-sheet-id">
      <DecorPreview item={item} lang={lang} digits={kept ?? value ?? '•••••'} />
      {kept ? <p>{m['account.decor.number.kept']({ number: kept }, locale)}</p> : <strong>{m['account.decor.number.title']({}, locale)}</strong>}
    </div>
  );
  if (kept) return head;
  return (
    <>
      {head}
      <Search lang={lang} itemId={item.id} value={value} onChange={onChange} />
    </>
  );
}

/** The search and the list of free numbers. */
function Search({ lang, itemId, value, onChange }: { lang: Lang; itemId: string; value: string | null; onChange: (number: string) => void }) {
  const locale = { locale: lang };
  const [query, setQuery] = useState('');
  const valid = isSpecialIdQuery(query);
  const [numbers, reload] = useApi(DECOR_ENDPOINTS.numbers, valid ? { item_id: itemId, q: query } : null);
  return (
    <div className="acc-numbers">
      <Field label={m['account.decor.number.search']({}, locale)} error={valid ? null : m['account.decor.number.digitsOnly']({}, locale)}>
        {(control) => (
          <input
            {...control}
            className="ui-input"
            type="search"
            inputMode="numeric"
            autoComplete="off"
            maxLength={SPECIAL_ID_QUERY_MAX_DIGITS + 4}
            value={query}
            onChange={(event) => setQuery(event.target.value.trim())}
          />
        )}
      </Field>
      {valid && (
        <Loaded lang={lang} result={numbers} onRetry={reload} rows={2}>
          {(data) =>
            data.numbers.length === 0 ? (
              <p className="ui-muted" role="status">
                {m['account.decor.number.none']({ query }, locale)}
              </p>
            ) : (
              <fieldset className="acc-numbers__list">
                <legend className="ui-sr">{m['account.decor.number.free']({}, locale)}</legend>
                {data.numbers.map((number) => (
                  <label key={number} className={number === value ? 'acc-number acc-number--on' : 'acc-number'}>
                    <input type="radio" name="special-id" checked={number === value} onChange={() => onChange(number)} />
                    {number}
                  </label>
                ))}
              </fieldset>
            )
          }
        </Loaded>
      )}
    </div>
  );
}
