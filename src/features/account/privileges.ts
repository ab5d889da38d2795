// The names of the VIP privileges (SPEC 1: VIP membership and its privileges), for the mall's tabs and the rules page.
import type { VipPrivilege } from '../../domain/vip.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

/** A privilege's name in the page language. */
export function privilegeName(privilege: VipPrivilege, lang: Lang): string {
  const locale = { locale: lang };
  switch (privilege) {
    case 'badge':
      return m['account.vip.privilege.badge']({}, locale);
    case 'dailyCoins':
      return m['account.vip.privilege.dailyCoins']({}, locale);
    case 'nameColor':
      return m['account.vip.privilege.nameColor']({}, locale);
    case 'chatBubble':
      return m['account.vip.privilege.chatBubble']({}, locale);
    case 'entranceEffect':
      return m['account.vip.privilege.entranceEffect']({}, locale);
    case 'exclusiveFrame':
      return m['account.vip.privilege.exclusiveFrame']({}, locale);
    case 'roomTopSpot':
      return m['account.vip.privilege.roomTopSpot']({}, locale);
    case 'antiKick':
      return m['account.vip.privilege.antiKick']({}, locale);
  }
}
