// /internal/bridge: the app bridge's check page for the app's developers (docs/bridge.md). Opened in the app's WebView,
// it says which transport it found, sends each action's message as the pages build it, and logs what it sent, so the
// app's side can be checked message by message. It sends the bare message for every action, whatever the brand says
// about top-up, and runs no fallback: nothing here leaves the page.
import { useEffect, useState } from 'react';
import { APP_SCHEME, deepLink } from '../../lib/app-bridge-open.ts';
import { DEFAULT_TOP_UP } from '../../lib/app-bridge-top-up.ts';
import {
  APP_BRIDGE_NAMES,
  RECHARGE_REASONS,
  appMessage,
  appPlatform,
  sendToApp,
  type AppMessage,
  type AppPlatform,
  type RechargeReason,
} from '../../lib/app-bridge.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Field } from '../../ui/Field.tsx';
import { useBrand } from '../../ui/use-brand.ts';
import './bridge.css';

interface Props {
  lang: Lang;
}

/** One line of the log. */
interface Sent {
  id: number;
  message: AppMessage;
  /** The platform whose app took it, or null when none did. */
  to: AppPlatform | null;
}

/** The fields the actions send, as typed on the page. */
interface Fields {
  userId: string;
  familyId: string;
  reason: RechargeReason;
  shareTitle: string;
  shareText: string;
  shareUrl: string;
  title: string;
}

/** Each action's message from the typed fields. */
const MESSAGES: Record<AppMessage['action'], (fields: Fields) => AppMessage> = {
  openRoom: (f) => appMessage('openRoom', { userId: f.userId }),
  openProfile: (f) => appMessage('openProfile', { userId: f.userId }),
  openFamilyRoom: (f) => appMessage('openFamilyRoom', { familyId: f.familyId }),
  recharge: (f) => appMessage('recharge', { reason: f.reason }),
  close: () => appMessage('close', {}),
  share: (f) => appMessage('share', { title: f.shareTitle, text: f.shareText, url: f.shareUrl }),
  setTitle: (f) => appMessage('setTitle', { title: f.title }),
};

/** The check page's island. */
export function BridgeCheck({ lang }: Props) {
  const brand = useBrand();
  const topUp = brand.topUp ?? DEFAULT_TOP_UP;
  const locale = { locale: lang };
  // The transport is looked up after mount: the build has no app, and the app's handler is there from the first script.
  const [platform, setPlatform] = useState<AppPlatform | null | undefined>(undefined);
  const [fields, setFields] = useState<Fields>({
    userId: '10001',
    familyId: '30001',
    reason: 'vip',
    shareTitle: brand.appName,
    shareText: m['bridge.check.shareTextValue']({ app: brand.appName }, locale),
    shareUrl: '',
    title: m['bridge.check.title']({}, locale),
  });
  const [log, setLog] = useState<Sent[]>([]);
  useEffect(() => {
    setPlatform(appPlatform());
    // This page's own address: any link does to check the app's share sheet.
    setFields((current) => ({ ...current, shareUrl: current.shareUrl || location.href }));
  }, []);

  const send = (action: AppMessage['action']) => {
    const message = MESSAGES[action](fields);
    const to = sendToApp(message) ? appPlatform() : null;
    setLog((lines) => [{ id: (lines[0]?.id ?? 0) + 1, message, to }, ...lines]);
  };
  const text = (name: keyof Fields, label: string) => (
    <Field label={label}>
      {(control) => (
        <input {...control} className="ui-input" value={fields[name]} onChange={(event) => setFields({ ...fields, [name]: event.target.value })} />
      )}
    </Field>
  );

  return (
    <>
      <Card title={m['bridge.check.here']({}, locale)}>
        <dl className="br-facts">
          <div>
            <dt>{m['bridge.check.transport']({}, locale)}</dt>
            <dd>{platform === undefined ? '…' : transportText(platform, lang)}</dd>
          </div>
          <div>
            <dt>{m['bridge.check.scheme']({}, locale)}</dt>
            <dd>{APP_SCHEME ? `${APP_SCHEME}://` : m['bridge.check.schemeNone']({}, locale)}</dd>
          </div>
          <div>
            <dt>{m['bridge.check.topUp']({}, locale)}</dt>
            <dd>
              {m['bridge.check.topUpAndroid']({}, locale)}: {topUpText(topUp.android, lang)}
              <br />
              {m['bridge.check.topUpIos']({}, locale)}: {topUpText(topUp.ios, lang)}
            </dd>
          </div>
        </dl>
      </Card>

      <Card title={m['bridge.check.fields']({}, locale)}>
        {text('userId', m['bridge.check.userId']({}, locale))}
        {text('familyId', m['bridge.check.familyId']({}, locale))}
        <Field label={m['bridge.check.reason']({}, locale)}>
          {(control) => (
            <select {...control} className="ui-input" value={fields.reason} onChange={(event) => setFields({ ...fields, reason: event.target.value as RechargeReason })}>
              {RECHARGE_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {reason}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('shareTitle', m['bridge.check.shareTitle']({}, locale))}
        {text('shareText', m['bridge.check.shareText']({}, locale))}
        {text('shareUrl', m['bridge.check.shareUrl']({}, locale))}
        {text('title', m['bridge.check.pageTitle']({}, locale))}
      </Card>

      <Card title={m['bridge.check.actions']({}, locale)}>
        <p className="ui-muted">{m['bridge.check.actionsNote']({}, locale)}</p>
        <div className="br-actions">
          {(Object.keys(MESSAGES) as AppMessage['action'][]).map((action) => (
            // The action's name as the app receives it: what the developer looks for in their handler.
            <button key={action} type="button" className="ui-btn br-action" onClick={() => send(action)}>
              {action}
            </button>
          ))}
        </div>
      </Card>

      <Card title={m['bridge.check.log']({}, locale)}>
        {log.length === 0 ? (
          <p className="ui-muted">{m['bridge.check.logEmpty']({}, locale)}</p>
        ) : (
          <>
            <ol className="br-log" aria-live="polite">
              {log.map((line) => (
                <li key={line.id}>
                  <strong>{sentText(line, lang)}</strong>
                  <code>{JSON.stringify(line.message)}</code>
                </li>
              ))}
            </ol>
            <button type="button" className="ui-btn" onClick={() => setLog([])}>
              {m['bridge.check.clear']({}, locale)}
            </button>
          </>
        )}
      </Card>
    </>
  );
}

/** Which transport the page found, with the name it looked for. */
function transportText(platform: AppPlatform | null, lang: Lang): string {
  const locale = { locale: lang };
  const name = APP_BRIDGE_NAMES.join(', ');
  if (platform === 'android') return m['bridge.check.transportAndroid']({ name }, locale);
  if (platform === 'ios') return m['bridge.check.transportIos']({ name }, locale);
  return m['bridge.check.transportNone']({ name }, locale);
}

/** Where "Top up" goes on one platform. */
function topUpText(to: 'app' | 'web', lang: Lang): string {
  return to === 'app' ? m['bridge.check.topUpApp']({}, { locale: lang }) : m['bridge.check.topUpWeb']({}, { locale: lang });
}

/** What became of one message. */
function sentText(line: Sent, lang: Lang): string {
  const locale = { locale: lang };
  if (line.to === 'android') return m['bridge.check.sentAndroid']({}, locale);
  if (line.to === 'ios') return m['bridge.check.sentIos']({}, locale);
  const link = deepLink(line.message, APP_SCHEME);
  return link ? m['bridge.check.notSentLink']({ link }, locale) : m['bridge.check.notSent']({}, locale);
}
