// Rows of label and value the coin screens show (confirmation sheets, receipts, orders).
import type { ReactNode } from 'react';

/** One label and its value. */
export interface Row {
  label: string;
  value: ReactNode;
}

/** A definition list of rows, label left and value right. */
export function Rows({ rows }: { rows: readonly Row[] }) {
  return (
    <dl className="coin-rows">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
