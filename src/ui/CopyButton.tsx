// Copy button (DESIGN 8): copies a text (an ID, an invitation code) and says so in a toast; SPEC 8 "copy failed".
import type { ReactNode } from 'react';
import type { Lang } from '../lib/language.ts';
import { m } from '../lib/messages.ts';
import { copyText } from './clipboard.ts';
import { showToast } from './toast.ts';

interface Props {
  lang: Lang;
  /** What goes to the clipboard. */
  text: string;
  /** Button content; defaults to "Copy". */
  children?: ReactNode;
  /** Accessible name when the content is only an icon or does not say what is copied. */
  label?: string;
  variant?: 'primary' | 'secondary';
  className?: string;
}

/** A button that copies `text` and toasts "Copied" or "Copy failed". */
export function CopyButton({ lang, text, children, label, variant = 'secondary', className }: Props) {
  const onClick = async () => {
    const copied = await copyText(text);
    showToast(copied ? m['ui.copy.done']({}, { locale: lang }) : m['ui.copy.failed']({}, { locale: lang }));
  };

  const classes = ['ui-btn', variant === 'primary' ? 'ui-btn--primary' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-label={label} onClick={onClick}>
      {children ?? m['ui.copy.label']({}, { locale: lang })}
    </button>
  );
}
