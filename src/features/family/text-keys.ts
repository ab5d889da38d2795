// The plain texts each family island shows, by message key (pick-texts.ts reads them at build time), and their types.
import type { MessageKey } from '../../lib/messages.ts';

/** The texts of a list of keys, by key. */
export type TextOf<K extends readonly MessageKey[]> = Readonly<Record<K[number], string>>;

/** Tier and role names, shown by every family island, and "do not click repeatedly" (DESIGN 4). */
const NAME_KEYS = [
  'common.doNotRepeat',
  'family.tier.bronze',
  'family.tier.silver',
  'family.tier.gold',
  'family.tier.platinum',
  'family.tier.diamond',
  'family.tier.grandmaster',
  'family.tier.king',
  'family.role.creator',
  'family.role.viceLeader',
  'family.role.admin',
  'family.role.member',
] as const satisfies readonly MessageKey[];

/** The tier and role names. */
export type NameText = TextOf<typeof NAME_KEYS>;

/** /familyList: the home view, a family's page and its management. */
export const LIST_TEXT_KEYS = [
  ...NAME_KEYS,
  'family.back.list',
  'family.back.page',
  'family.mine.title',
  'family.mine.none',
  'family.link.summons',
  'family.link.manage',
  'family.openRoom',
  'ui.person.live',
  'bridge.noApp',
  'family.link.dissolve',
  'family.request.cancel',
  'family.request.sent',
  'family.create.title',
  'family.create.open',
  'family.create.submit',
  'family.ranking.title',
  'family.ranking.search',
  'family.ranking.go',
  'family.ranking.empty',
  'family.dissolving',
  'family.yes',
  'family.no',
  'family.page.members',
  'family.page.admins',
  'family.page.prestige',
  'family.page.coins',
  'family.page.progressLabel',
  'family.page.top',
  'family.page.nextRating',
  'family.page.team',
  'family.page.favoriteHosts',
  'family.page.noFavorites',
  'family.page.history',
  'family.page.noHistory',
  'family.limit.members',
  'family.limit.admins',
  'family.limit.favoriteHosts',
  'family.limit.nameplate',
  'family.limit.chatRoom',
  'family.join',
  'family.leave',
  'family.leave.body',
  'family.creatorStays',
  'family.manage.title',
  'family.manage.notForYou',
  'family.manage.info',
  'family.manage.save',
  'family.manage.saved',
  'family.requests.title',
  'family.requests.empty',
  'family.requests.accept',
  'family.requests.reject',
  'family.members.list',
  'family.members.mute',
  'family.members.unmute',
  'family.members.kick',
  'family.members.makeAdmin',
  'family.members.makeVice',
  'family.members.removeRole',
  'family.favorites.remove',
  'family.favorites.hostId',
  'family.favorites.add',
  'family.expand.title',
  'family.goToTasks',
  'family.form.name',
  'family.form.notice',
  'family.requests.acceptedDone',
  'family.requests.rejectedDone',
  'family.members.mutedDone',
  'family.members.unmutedDone',
  'family.members.kickedDone',
  'family.members.roleDone',
  'family.expand.used',
  'family.expand.slots',
  'family.expand.price',
  'family.expand.open',
  'family.expand.confirm',
  'family.expand.done',
  'family.page.id',
  'family.page.creator',
  'family.page.privileges',
  'family.page.myRole',
  'family.link.settings',
  'family.settings.notForYou',
  'family.notice',
  'family.notice.more',
  'family.notice.less',
] as const satisfies readonly MessageKey[];

/** The texts of the /familyList island. */
export type ListText = TextOf<typeof LIST_TEXT_KEYS>;

/** /call: the summons island. */
export const CALL_TEXT_KEYS = [
  ...NAME_KEYS,
  'family.summons.basic',
  'family.summons.intermediate',
  'family.summons.premium',
  'family.call.noFamily',
  'family.call.noFamilyBody',
  'family.call.findFamily',
  'family.call.noLive',
  'family.call.oneAtATime',
  'family.call.whoSends',
  'family.call.recent',
  'family.call.noRecent',
  'family.call.packetsLeft',
  'family.call.people',
  'family.call.effect',
  'family.call.gotNothing',
  'family.call.endsIn',
  'family.call.grab',
  'family.call.sent',
  'family.call.start',
  'family.call.chooseTier',
  'family.call.send',
  'family.call.draw',
  'family.call.noPacket',
  'family.call.taken',
  'family.call.refunded',
  'family.call.drawMessage',
  'family.call.seed',
  'family.call.seedLater',
  'family.call.commitment',
  'family.page.coins',
  'family.goToTasks',
] as const satisfies readonly MessageKey[];

/** The texts of the /call summons island. */
export type CallText = TextOf<typeof CALL_TEXT_KEYS>;

/** /call: the family coins and tasks island. */
export const TASKS_TEXT_KEYS = [
  'common.doNotRepeat',
  'family.coins.title',
  'family.coins.amount',
  'family.coins.contribute',
  'family.coins.confirmBody',
  'family.tasks.title',
  'family.tasks.checkIn',
  'family.tasks.checkedIn',
  'family.tasks.claim',
  'family.tasks.done',
  'family.tasks.undone',
  'family.tasks.daily',
  'family.tasks.weekly',
] as const satisfies readonly MessageKey[];

/** The texts of the /call tasks island. */
export type TasksText = TextOf<typeof TASKS_TEXT_KEYS>;

/** /dissolve. */
export const DISSOLVE_TEXT_KEYS = [
  ...NAME_KEYS,
  'family.back.list',
  'family.dissolve.noFamily',
  'family.dissolve.cooling',
  'family.dissolve.left',
  'family.dissolve.cancel',
  'family.dissolve.start',
] as const satisfies readonly MessageKey[];

/** The texts of the /dissolve island. */
export type DissolveText = TextOf<typeof DISSOLVE_TEXT_KEYS>;
