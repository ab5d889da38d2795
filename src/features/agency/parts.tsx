// Pieces the agency screens share: who a screen is for ("for agency heads", "for hosts"), figures and the agency's
// avatar.
import type { ReactNode, SubmitEvent } from 'react';
import type { AgencyCard } from '../../contract/agency.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Field } from '../../ui/Field.tsx';
import './agency.css';

/** Who a screen is for, shown to a signed-in user of another role instead of an error. */
export type Audience = 'heads' | 'hosts' | 'members';

/** "For agency heads" (or hosts): what the screen is for, and the way to become one. */
export function ForAudience({ lang, audience }: { lang: Lang; audience: Audience }) {
  const locale = { locale: lang };
  const title = { heads: m['agency.forHeads.title'], hosts: m['agency.forHosts.title'], members: m['agency.forMembers.title'] }[audience];
  const body = { heads: m['agency.forHeads.body'], hosts: m['agency.forHosts.body'], members: m['agency.forMembers.body'] }[audience];
  return (
    <Card title={title({}, locale)}>
      <p className="ui-muted">{body({}, locale)}</p>
      <div className="ag-actions">
        {audience === 'heads' && (
          <a className="ui-btn ui-btn--primary" href={pageHref('/applyAgency', lang)}>
            {m['agency.forHeads.apply']({}, locale)}
          </a>
        )}
        <a className={audience === 'heads' ? 'ui-btn' : 'ui-btn ui-btn--primary'} href={pageHref('/join_family', lang)}>
          {m['agency.forHeads.join']({}, locale)}
        </a>
      </div>
    </Card>
  );
}

/** One figure: its name and value. */
export function Figure({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The agency's avatar (its first letter when it has none), with its name, head and host count. */
export function AgencyHeader({ lang, agency, children }: { lang: Lang; agency: AgencyCard; children?: ReactNode }) {
  const locale = { locale: lang };
  return (
    <div className="ag-agency">
      {agency.avatarUrl ? (
        <img className="ag-avatar" src={agency.avatarUrl} alt={m['agency.avatarOf']({ name: agency.name }, locale)} width={56} height={56} />
      ) : (
        <span className="ag-avatar ag-avatar--letter" aria-hidden="true">
          {[...agency.name][0]?.toUpperCase() ?? '?'}
        </span>
      )}
      <div className="ag-agency__text">
        <p className="ag-agency__name">{agency.name}</p>
        <p className="ui-muted">{m['agency.headAndHosts']({ head: agency.headNickname, hosts: formatNumber(agency.hostCount, lang), id: agency.id }, locale)}</p>
        {children}
      </div>
    </div>
  );
}

/** A form asking for a user id (add a host, hand the agency over): the field with its error, and the button. */
export function UserIdForm({
  label,
  hint,
  value,
  error,
  pending,
  button,
  primary = false,
  onChange,
  onSubmit,
}: {
  label: string;
  hint?: string;
  value: string;
  error: string | null;
  pending: boolean;
  button: string;
  primary?: boolean;
  onChange: (value: string) => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
}) {
  return (
    <form className="ag-search" noValidate onSubmit={onSubmit}>
      <Field label={label} hint={hint} error={error} announce>
        {(control) => (
          <input {...control} className="ui-input" type="text" inputMode="numeric" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
        )}
      </Field>
      <button type="submit" className={primary ? 'ui-btn ui-btn--primary' : 'ui-btn'} aria-disabled={pending || undefined}>
        {button}
      </button>
    </form>
  );
}
