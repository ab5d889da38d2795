// One row of an earnings list (a bill line, a settlement record): what it is and its amount on the first line, when
// and its status on the second; a link when it has a record to open.
import type { ReactNode } from 'react';

interface Props {
  /** The record the row opens; null for a row with nothing behind it. */
  href: string | null;
  title: string;
  /** The time or dates under the title. */
  detail: string;
  amount: string;
  /** Colours the amount; its sign or the status says it in words too. */
  tone?: 'plus' | 'minus' | 'plain';
  /** Shown under the amount (a status). */
  aside?: ReactNode;
}

/** A two-line row: title and amount, then detail and status. */
export function EarningsRow({ href, title, detail, amount, tone = 'plain', aside }: Props) {
  const body = (
    <span className="earnings-row__body">
      <span className="earnings-row__line">
        <span className="earnings-row__title">{title}</span>
        <span className={`earnings-row__amount earnings-row__amount--${tone}`}>{amount}</span>
      </span>
      <span className="earnings-row__line">
        <span className="earnings-row__detail">{detail}</span>
        {aside}
      </span>
    </span>
  );
  return href ? (
    <a className="earnings-row earnings-row--link" href={href}>
      {body}
    </a>
  ) : (
    <div className="earnings-row">{body}</div>
  );
}
