// The preview of a dress-up: the catalogue's picture of the item (a small SVG), loaded lazily and sized so the list
// does not move while pictures arrive.
import type { CatalogueItem } from '../../domain/decor.ts';

interface Props {
  item: CatalogueItem;
  /** Greyed out (an expired item). */
  faded?: boolean;
}

/** The 64 x 64 preview; decorative, the item's name is always beside it. */
export function DecorPreview({ item, faded = false }: Props) {
  return (
    <img className={faded ? 'acc-preview acc-preview--faded' : 'acc-preview'} src={item.previewUrl} width={64} height={64} loading="lazy" decoding="async" alt="" />
  );
}
