// A price-list image full screen (the dealer list and the price-list page): the whole image on a dark backdrop, closed
// by its button, Escape or a tap anywhere.
import { useEffect, useRef } from 'react';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

interface Props {
  lang: Lang;
  src: string;
  /** Names the image and the dialog. */
  alt: string;
  onClose: () => void;
}

/** The full-screen viewer; the focus goes to its close button and back to the opener on close. */
export function ImageViewer({ lang, src, alt, onClose }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const closeWith = useRef(onClose);
  closeWith.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeWith.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div className="coin-viewer" role="dialog" aria-modal="true" aria-label={alt} onClick={onClose}>
      <img src={src} alt={alt} />
      <button ref={closeRef} type="button" className="ui-btn coin-viewer__close" onClick={onClose}>
        {m['coin.viewer.close']({}, { locale: lang })}
      </button>
    </div>
  );
}
