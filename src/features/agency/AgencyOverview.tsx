// /agencyManagement (SPEC 6, 9): the agency head's team at a glance: the invite code to copy and share, hosts, today's
// and this week's beans, valid days, the weekly agency rank and its bonus, what waits for a decision, and handing the
// agency over or closing it.
import { useState, type ReactNode } from 'react';
import { AGENCY_HEAD_ENDPOINTS, type AgencyOverview as Overview } from '../../contract/agency.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDay } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { formatBeans } from '../../lib/format.ts';
import { Card } from '../../ui/Card.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { Loaded } from '../../ui/LoadState.tsx';
import { AgencyClosed, CloseAgency } from './CloseAgency.tsx';
import { HandOver } from './HandOver.tsx';
import { InviteShare } from './InviteShare.tsx';
import { AgencyHeader, Figure, ForAudience } from './parts.tsx';
import { TEAM_ERRORS } from './errors-team.ts';
import { registerErrorMessages } from '../../lib/error-messages.ts';

// The hand-over can meet the team's codes (not a host of this agency, cannot take over).
registerErrorMessages(TEAM_ERRORS);

interface Props {
  lang: Lang;
  /** The links to the team screens (static HTML from the page), shown to agency heads only. */
  children?: ReactNode;
}

/** The overview island. */
export function AgencyOverview({ lang, children }: Props) {
  const [overview, reload] = useApi(AGENCY_HEAD_ENDPOINTS.overview, {});
  // Once closed the caller heads nothing: the page says so instead of "for agency heads".
  const [closed, setClosed] = useState<string | null>(null);
  if (closed !== null) return <AgencyClosed lang={lang} agency={closed} />;
  return (
    <Loaded lang={lang} result={overview} onRetry={reload} forbidden={<ForAudience lang={lang} audience="heads" />} rows={5}>
      {(data) => (
        <>
          <OverviewCards lang={lang} data={data} />
          {children}
          <HandOver lang={lang} agency={data.agency.name} onDone={reload} />
          <CloseAgency lang={lang} agency={data.agency.name} hosts={data.agency.hostCount} onClosed={(result) => setClosed(result.name)} />
        </>
      )}
    </Loaded>
  );
}

/** The cards of the overview. */
function OverviewCards({ lang, data }: { lang: Lang; data: Overview }) {
  const locale = { locale: lang };
  const brand = useBrand();
  const code = data.agency.inviteCode;

  const rank = data.rank;
  return (
    <>
      <Card title={m['agency.overview.agencyTitle']({}, locale)}>
        <AgencyHeader lang={lang} agency={data.agency} />
        <InviteShare lang={lang} name={data.agency.name} code={code} />
      </Card>

      <Card title={m['agency.overview.teamTitle']({ from: formatDay(data.weekStart, lang) }, locale)}>
        <dl className="ag-stats">
          <Figure term={m['agency.overview.hosts']({}, locale)} value={formatNumber(data.agency.hostCount, lang)} />
          <Figure term={m['agency.overview.liveToday']({}, locale)} value={formatNumber(data.hostsLiveToday, lang)} />
          <Figure term={m['agency.overview.validDays']({}, locale)} value={formatNumber(data.validDaysThisWeek, lang)} />
        </dl>
        <dl className="ag-stats ag-stats--pairs">
          <Figure term={m['agency.overview.beansToday']({}, locale)} value={formatNumber(data.beansToday, lang)} />
          <Figure term={m['agency.overview.beansWeek']({}, locale)} value={formatNumber(data.beansThisWeek, lang)} />
        </dl>
      </Card>

      <Card title={m['agency.overview.rankTitle']({}, locale)}>
        <p className="ag-strong">
          {rank.rank === null
            ? m['agency.overview.rankNone']({}, locale)
            : m['agency.overview.rank']({ rank: String(rank.rank) }, locale)}
        </p>
        <p className="ui-muted">
          {rank.bonusBeans > 0
            ? m['agency.overview.rankBonus']({ bonus: formatBeans(rank.bonusBeans, lang, brand) }, locale)
            : m['agency.overview.rankTop']({ top: String(rank.top) }, locale)}
        </p>
      </Card>

      <Card title={m['agency.overview.pendingTitle']({}, locale)}>
        <ul className="ag-links">
          <li>
            <a href={pageHref('/castapply', lang)}>
              <span>{m['agency.overview.pendingJoins']({}, locale)}</span>
              <span className="ag-count">{formatNumber(data.pending.joinRequests, lang)}</span>
            </a>
          </li>
          <li>
            <a href={pageHref('/exitApply', lang)}>
              <span>{m['agency.overview.pendingExits']({}, locale)}</span>
              <span className="ag-count">{formatNumber(data.pending.exitRequests, lang)}</span>
            </a>
          </li>
        </ul>
      </Card>
    </>
  );
}
