// Who is signed in, on every screen that moves money or binds a payout account: a link can open the page into another
// account, and the user must see whose coins or beans are about to move before confirming anything.
import { USER_ENDPOINTS } from '../contract/endpoints.ts';
import type { Lang } from '../lib/language.ts';
import { m } from '../lib/messages.ts';
import { useApi } from './use-api.ts';

interface Props {
  lang: Lang;
}

/**
 * "Signed in as Sari · ID 10001". Until the account is known the line is kept empty rather than left out: its answer
 * often comes after the screen's own data, and a line appearing above a form would push the form down under the
 * user's finger (DESIGN 9: no layout shift).
 */
export function SignedInAs({ lang }: Props) {
  const [me] = useApi(USER_ENDPOINTS.me, {});
  if (me.state !== 'ok') {
    return (
      <p className="ui-signed-in" aria-hidden="true">
        {'\u00a0'}
      </p>
    );
  }
  return (
    <p className="ui-signed-in" role="note">
      {m['ui.signedInAs']({ nickname: me.data.nickname, id: me.data.user_id }, { locale: lang })}
    </p>
  );
}
