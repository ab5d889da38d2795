import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /pk0904: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'PK Battle · 4 Sep',
    intro:
      'The 4 September agency league: four agencies each meet the others once.',
    rules:
      'Six battles through the day at 12:00, 14:00, 16:00, 18:00, 20:00 and 22:00 (UTC+7). The table ranks agencies by points; heads of the top three claim {coin}.',
  },
  id: {
    title: 'Duel PK · 4 Sep',
    intro: 'Liga agensi 4 September: empat agensi saling bertemu sekali.',
    rules:
      'Enam duel sepanjang hari pukul 12.00, 14.00, 16.00, 18.00, 20.00 dan 22.00 (UTC+7). Klasemen menurut poin; ketua tiga teratas klaim {coin}.',
  },
  'zh-cn': {
    title: 'PK大赛 · 9月4日',
    intro: '9 月 4 日公会联赛：四个公会两两交手一次。',
    rules:
      '全天六场对战：12:00、14:00、16:00、18:00、20:00、22:00（UTC+7）。积分榜按积分排名，前三名由会长领取{coin}。',
  },
  'zh-tw': {
    title: 'PK大賽 · 9月4日',
    intro: '9 月 4 日公會聯賽：四個公會兩兩交手一次。',
    rules:
      '全天六場對戰：12:00、14:00、16:00、18:00、20:00、22:00（UTC+7）。積分榜依積分排名，前三名由會長領取{coin}。',
  },
} satisfies EventMessages;
