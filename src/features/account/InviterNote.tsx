// /download?inviter=ID: who invited (nickname and id, from the public lookup) and the download links carrying the
// inviter (invite-links.ts). Until the lookup answers, and for an unknown or malformed inviter, nothing shows and the
// links stay plain: the page reads as a plain download page.
import { useEffect, useState } from 'react';
import { INVITE_ENDPOINTS, type InviterView } from '../../contract/invite.ts';
import { BRAND_SITE } from '../../lib/brand-site.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { invitedDownloads, inviterParam } from './invite-links.ts';
import { publicCall } from './login-api.ts';

interface Props {
  lang: Lang;
}

/** The download link elements of the page, by which store they lead to. */
const LINK_KINDS = ['googlePlay', 'appStore', 'apk'] as const;

/** The inviter's note above the download buttons. */
export function InviterNote({ lang }: Props) {
  const [inviter, setInviter] = useState<InviterView | null>(null);
  useEffect(() => {
    const id = inviterParam(location.search);
    if (!id) return;
    let live = true;
    publicCall(INVITE_ENDPOINTS.inviter, { user_id: id })
      .then((found) => {
        if (!live) return;
        const links = invitedDownloads(BRAND_SITE.downloads, found.userId);
        for (const kind of LINK_KINDS) {
          document.querySelectorAll<HTMLAnchorElement>(`a[data-download="${kind}"]`).forEach((link) => (link.href = links[kind]));
        }
        setInviter(found);
      })
      // Unknown, malformed or unreachable: a plain download page.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!inviter) return null;
  const locale = { locale: lang };
  return (
    <div className="download-inviter" role="status">
      <p>
        <strong>{m['account.download.invitedBy']({ nickname: inviter.nickname, id: inviter.userId, app: BRAND_SITE.appName }, locale)}</strong>
      </p>
      <p className="ui-muted">{m['account.download.invitedHint']({}, locale)}</p>
    </div>
  );
}
