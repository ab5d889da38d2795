// The invite link's public lookup (/download?inviter=ID; server/account/profile.ts). Its own module, apart from the
// account endpoints, so the download page's small island loads nothing else. Erasable TypeScript.
import { endpoint } from './endpoints.ts';

/** Who invited, as the download page shows them: nothing more than the nickname and the id. */
export interface InviterView {
  userId: string;
  nickname: string;
}

/** Public (signed, no session). */
export const INVITE_ENDPOINTS = {
  /** The inviter a download page names: an active account, else account.inviterUnknown. */
  inviter: endpoint<{ user_id: string }, InviterView>('/api/account/inviter'),
};
