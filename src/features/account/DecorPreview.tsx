// The preview of a dress-up, shown as it will look: a frame around an avatar, a chat line in the bubble, a mount or a
// gift runway passing by (a short CSS animation, still for readers who ask for reduced motion), an ID badge with its
// digits, and the other pictures as they are. The item's picture is the catalogue's small SVG, loaded lazily and sized
// so the list does not move while pictures arrive.
import type { CatalogueItem } from '../../domain/decor.ts';
import { DEFAULT_SPECIAL_ID_PATTERN, SPECIAL_ID_SAMPLES } from '../../domain/special-id.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

interface Props {
  item: CatalogueItem;
  lang: Lang;
  /** Greyed out (an expired item). */
  faded?: boolean;
  /** The digits an ID badge shows (the user's chosen number), else a number of the item's pattern. */
  digits?: string;
}

/** A lazy, sized picture of the item. */
function Picture({ item, width, height, className }: { item: CatalogueItem; width: number; height: number; className: string }) {
  return <img className={className} src={item.previewUrl} width={width} height={height} loading="lazy" decoding="async" alt="" />;
}

/** The 64 px high preview; decorative, the item's name is always beside it. */
export function DecorPreview({ item, lang, faded = false, digits }: Props) {
  const box = `acc-preview acc-preview--${item.category}${faded ? ' acc-preview--faded' : ''}`;
  switch (item.category) {
    case 'avatarFrame':
    case 'micFrame':
      return (
        <span className={box} aria-hidden="true">
          <span className="acc-preview__avatar" />
          <Picture item={item} width={64} height={64} className="acc-preview__over" />
        </span>
      );
    case 'bubble':
      return (
        <span className={box} aria-hidden="true">
          <span className="acc-preview__bubble" style={{ backgroundImage: `url(${item.previewUrl})` }}>
            {m['account.decor.sampleChat']({}, { locale: lang })}
          </span>
        </span>
      );
    case 'specialId':
      return (
        <span className={box} aria-hidden="true">
          <span className="acc-preview__id" style={{ backgroundImage: `url(${item.previewUrl})` }}>
            ID {digits ?? SPECIAL_ID_SAMPLES[item.idPattern ?? DEFAULT_SPECIAL_ID_PATTERN]}
          </span>
        </span>
      );
    case 'mount':
      return (
        <span className={box} aria-hidden="true">
          <Picture item={item} width={64} height={40} className="acc-preview__ride" />
        </span>
      );
    case 'giftRunway':
      return (
        <span className={box} aria-hidden="true">
          <Picture item={item} width={96} height={20} className="acc-preview__ride" />
        </span>
      );
    default:
      return (
        <span className={box} aria-hidden="true">
          <Picture item={item} width={64} height={64} className="acc-preview__img" />
        </span>
      );
  }
}
