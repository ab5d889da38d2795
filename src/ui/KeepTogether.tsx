// Text with one part (a phone number, an amount) kept on one line: "+62 811-1900-2026" must not break at its hyphen.
import type { ReactNode } from 'react';

/** `text` with the first occurrence of `part` kept on one line; `text` as it is when `part` is not in it. */
export function keepTogether(text: string, part: string): ReactNode {
  const at = text.indexOf(part);
  if (at < 0 || part === '') return text;
  return (
    <>
      {text.slice(0, at)}
      <span className="ui-nowrap">{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}
