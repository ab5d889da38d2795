// Rows of label and value: what a confirmation sheet, a receipt, an order or an account shows. Static .astro parts
// render the same component at build (no JavaScript), so every such list looks the same.
import type { ReactNode } from 'react';
import './rows.css';

/** One label and its value. */
export interface Row {
  label: string;
  value: ReactNode;
}

interface Props {
  rows: readonly Row[];
  /** Room around the list where a screen needs it (margins only: every list of rows looks the same). */
  className?: string;
}

/** A definition list of rows, label left and value right. */
export function Rows({ rows, className }: Props) {
  return (
    <dl className={className ? `ui-rows ${className}` : 'ui-rows'}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
