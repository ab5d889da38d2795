// /followList: the people the user follows, newest first, 20 at a time as the end of the list comes near: avatar,
// nickname, level badges, "live now"; a tap opens the person in the app (their room while live, else their profile);
// unfollow after a confirmation, and follow again from the same row.
import { useState } from 'react';
import { FOLLOW_ENDPOINTS, type FollowView } from '../../contract/account.ts';
import { call, errorText } from '../../lib/api.ts';
import { openPerson } from '../../lib/app-bridge-open.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { List } from '../../ui/List.tsx';
import { Loading } from '../../ui/LoadState.tsx';
import { showToast } from '../../ui/toast.ts';
import { useSession } from '../../ui/use-session.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import './errors-follow.ts';
import { LevelBadge } from './LevelBadge.tsx';
import { dateOf } from './text.ts';
import './account.css';

interface Props {
  lang: Lang;
  /** What the page says when a tap on a person finds no app (bridge.noApp, read when the page is built). */
  noAppText: string;
}

/** The follow list island. */
export function FollowList({ lang, noAppText }: Props) {
  const session = useSession();
  const locale = { locale: lang };
  // The list loads its first page on mount: it waits for the session (DESIGN 3).
  return (
    <Card title={m['account.follow.listLabel']({}, locale)}>
      {session.status !== 'in' ? (
        <Loading lang={lang} rows={3} />
      ) : (
        <List<FollowView, string>
          lang={lang}
          label={m['account.follow.listLabel']({}, locale)}
          load={(cursor) => call(FOLLOW_ENDPOINTS.list, cursor ? { cursor } : {})}
          itemKey={(follow) => follow.id}
          emptyText={m['account.follow.empty']({}, locale)}
          renderItem={(follow) => <FollowRow lang={lang} follow={follow} noAppText={noAppText} />}
        />
      )}
    </Card>
  );
}

/** One person, with unfollow (confirmed) and follow again. */
function FollowRow({ lang, follow, noAppText }: { lang: Lang; follow: FollowView; noAppText: string }) {
  const locale = { locale: lang };
  const [following, setFollowing] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const change = (next: boolean) => {
    setPending(true);
    const request = next ? call(FOLLOW_ENDPOINTS.follow, { user_id: follow.userId }) : call(FOLLOW_ENDPOINTS.unfollow, { user_id: follow.userId });
    request.then(
      () => {
        setPending(false);
        setConfirming(false);
        setFollowing(next);
        showToast(next ? m['account.follow.followed']({ nickname: follow.nickname }, locale) : m['account.follow.unfollowed']({ nickname: follow.nickname }, locale));
      },
      (error: unknown) => {
        setPending(false);
        setConfirming(false);
        showToast(errorText(error, lang));
      },
    );
  };
  return (
    <article className="acc-row" aria-label={follow.nickname}>
      <Avatar nickname={follow.nickname} userId={follow.userId} />
      <div className="acc-row__main">
        <strong className="acc-row__name">
          {/* The name opens the person in the app (their room while live, else their profile); it covers the row. */}
          <button
            type="button"
            className="ui-person acc-row__open"
            onClick={() => openPerson({ userId: follow.userId, live: follow.liveNow }, () => showToast(noAppText))}
          >
            {follow.nickname}
          </button>
          {follow.liveNow && <span className="ui-live">{m['account.follow.live']({}, locale)}</span>}
        </strong>
        <span className="acc-badges">
          <LevelBadge kind="wealth" level={follow.wealthLevel} lang={lang} />
          {follow.isHost && <LevelBadge kind="charm" level={follow.charmLevel} lang={lang} />}
        </span>
        <span className="ui-muted">{m['account.follow.since']({ id: follow.userId, date: dateOf(follow.followedAt, lang) }, locale)}</span>
      </div>
      {following ? (
        <button type="button" className="ui-btn" disabled={pending} onClick={() => setConfirming(true)} aria-label={m['account.follow.unfollowName']({ nickname: follow.nickname }, locale)}>
          {m['account.follow.unfollow']({}, locale)}
        </button>
      ) : (
        <button type="button" className="ui-btn ui-btn--primary" disabled={pending} onClick={() => change(true)} aria-label={m['account.follow.followName']({ nickname: follow.nickname }, locale)}>
          {m['account.follow.follow']({}, locale)}
        </button>
      )}
      <Dialog
        lang={lang}
        open={confirming}
        variant="confirm"
        title={m['account.follow.confirmTitle']({ nickname: follow.nickname }, locale)}
        confirmLabel={m['account.follow.unfollow']({}, locale)}
        busy={pending}
        onConfirm={() => change(false)}
        onCancel={() => !pending && setConfirming(false)}
      />
    </article>
  );
}
