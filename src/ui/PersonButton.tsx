// A person on a board, a battle card or a family's lists as a button to them in the app: their live room while they
// are live, else their profile (src/lib/app-bridge-open.ts); without the app, the page says there is nothing to open
// here. Its accessible name is what it shows: the name, and LIVE while they are live.
// The bridge loads on the first tap (open-person.ts): the pages with these lists already load parts of themselves on
// demand (their boards and views), and their budgets (DESIGN 9) have no room for the bridge up front.
import type { ReactNode } from 'react';

/** The texts of a PersonButton in the page's language (person-texts.ts reads them when the page is built). */
export interface PersonTexts {
  /** The LIVE mark. */
  live: string;
  /** What the page says when no app took the tap. */
  noApp: string;
}

interface Props {
  userId: string;
  /** The person's name. */
  name: string;
  texts: PersonTexts;
  /** Live now: the button opens their room (and shows the LIVE mark unless `mark` is false). */
  live?: boolean;
  /** Whether a live person's button shows the LIVE mark (false where the line says it already). */
  mark?: boolean;
  /** What the button shows instead of the name. */
  children?: ReactNode;
}

/** The bridge's open action, loaded once: taps made while it loads are answered in the order they came. */
let opener: Promise<typeof import('./open-person.ts')> | undefined;

/** A button that opens the person's room while they are live, else their profile. */
export function PersonButton({ userId, name, texts, live = false, mark = true, children }: Props) {
  return (
    <button
      type="button"
      className="ui-person"
      onClick={() => void (opener ??= import('./open-person.ts')).then((module) => module.openPersonOrSay({ userId, live }, texts.noApp))}
    >
      {children ?? name}
      {live && mark && (
        <>
          {' '}
          <span className="ui-live">{texts.live}</span>
        </>
      )}
    </button>
  );
}
