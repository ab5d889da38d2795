// /meshare: the user's share page: their ID, an invite link to the brand's download page, its QR code (drawn here, no
// image to download), copy buttons and Share: the app's share sheet through the bridge, else the system's (Web Share
// API), else copying.
import { encode } from 'uqr';
import { USER_ENDPOINTS } from '../../contract/endpoints.ts';
import { share } from '../../lib/app-bridge.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { copyText } from '../../ui/clipboard.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import './account.css';

interface Props {
  lang: Lang;
}

/** The invite link of a user: the download page of this site, naming who invited. */
export function inviteLink(origin: string, userId: string, lang: Lang): string {
  return `${origin}${pageHref('/download', lang, { inviter: userId })}`;
}

/** The QR code of `text` as one SVG path of its dark modules, with the size of its grid. */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) d += `M${x} ${y}h1v1h-1z`;
  }));
  return { size, d };
}

/** The share island. */
export function MeShare({ lang }: Props) {
  const [me, reload] = useApi(USER_ENDPOINTS.me, {});
  return (
    <Loaded lang={lang} result={me} onRetry={reload} rows={5}>
      {(data) => <Share lang={lang} userId={data.user_id} nickname={data.nickname} />}
    </Loaded>
  );
}

/** The ID, the link, the QR code and the buttons. */
function Share({ lang, userId, nickname }: { lang: Lang; userId: string; nickname: string }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const link = inviteLink(location.origin, userId, lang);
  const qr = qrPath(link);
  const text = m['account.share.text']({ app: brand.appName, id: userId }, locale);
  // Without the app's share sheet: the system's (Web Share API), else copying.
  const shareHere = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: brand.appName, text, url: link });
        return;
      } catch (error) {
        // The user closed the sheet: nothing to do. Anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    const copied = await copyText(`${text} ${link}`);
    showToast(copied ? m['account.share.copiedInstead']({}, locale) : m['ui.copy.failed']({}, locale));
  };
  return (
    <>
      <Card title={m['account.share.idTitle']({}, locale)}>
        <div className="acc-share-head">
          <Avatar nickname={nickname} userId={userId} size={56} />
          <div>
            <strong>{nickname}</strong>
            <p className="acc-big">{m['account.follow.id']({ id: userId }, locale)}</p>
          </div>
        </div>
        <CopyButton lang={lang} text={userId} label={m['account.share.copyId']({}, locale)}>
          {m['account.share.copyId']({}, locale)}
        </CopyButton>
      </Card>
      <Card title={m['account.share.linkTitle']({}, locale)}>
        <svg className="acc-qr" viewBox={`0 0 ${qr.size} ${qr.size}`} width="200" height="200" role="img" aria-label={m['account.share.qrLabel']({}, locale)} shapeRendering="crispEdges">
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
        <p className="acc-link">{link}</p>
        <div className="acc-actions">
          <button type="button" className="ui-btn ui-btn--primary" onClick={() => share({ title: brand.appName, text, url: link }, () => void shareHere())}>
            {m['account.share.share']({}, locale)}
          </button>
          <CopyButton lang={lang} text={link} label={m['account.share.copyLink']({}, locale)}>
            {m['account.share.copyLink']({}, locale)}
          </CopyButton>
        </div>
      </Card>
    </>
  );
}
