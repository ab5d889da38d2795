// Who is signed in, on every screen that moves money or binds a payout account: a link can open the page into another
// account, and the user must see whose coins or beans are about to move before confirming anything.
import { USER_ENDPOINTS } from '../contract/endpoints.ts';
import type { Lang } from '../lib/language.ts';
import { m } from '../lib/messages.ts';
import { useApi } from './use-api.ts';

interface Props {
  lang: Lang;
}

/** "Signed in as Sari · ID 10001"; nothing until the account is known. */
export function SignedInAs({ lang }: Props) {
  const [me] = useApi(USER_ENDPOINTS.me, {});
  if (me.state !== 'ok') return null;
  return (
    <p className="ui-signed-in" role="note">
      {m['ui.signedInAs']({ nickname: me.data.nickname, id: me.data.user_id }, { locale: lang })}
    </p>
  );
}
