// The agency's invite code with Copy and Share (on /agencyManagement and in /castmanage's first steps). Share goes
// through the app's share sheet (the app bridge), else the system's (Web Share), else copies the link, as /meshare
// does; the link opens /join_family with the code filled in.
import { share as shareThroughApp } from '../../lib/app-bridge.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { copyText } from '../../ui/clipboard.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { showToast } from '../../ui/toast.ts';
import { useBrand } from '../../ui/use-brand.ts';

/** The code, a Copy button and a Share button of the agency `name`. */
export function InviteShare({ lang, name, code }: { lang: Lang; name: string; code: string }) {
  const locale = { locale: lang };
  const brand = useBrand();

  const share = () => {
    const url = new URL(pageHref('/join_family', lang, { code }), location.origin).href;
    const text = m['agency.overview.shareText']({ name, app: brand.appName, code }, locale);
    // Without the app's share sheet: the system's, else copying.
    const shareHere = async () => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: name, text, url });
          return;
        } catch (error) {
          // The user closed the sheet: nothing to say.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      showToast((await copyText(`${text} ${url}`)) ? m['agency.overview.linkCopied']({}, locale) : m['ui.copy.failed']({}, locale));
    };
    shareThroughApp({ title: name, text, url }, () => void shareHere());
  };

  return (
    <>
      <div className="ag-code">
        <span className="ui-muted">{m['agency.overview.inviteCode']({}, locale)}</span>
        <strong className="ag-code__value">{code}</strong>
      </div>
      <div className="ag-actions ag-actions--row">
        <CopyButton lang={lang} text={code} label={m['agency.overview.copyCode']({}, locale)}>
          {m['agency.overview.copyCode']({}, locale)}
        </CopyButton>
        <button type="button" className="ui-btn ui-btn--primary" onClick={share}>
          {m['agency.overview.share']({}, locale)}
        </button>
      </div>
    </>
  );
}
