import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /pktable: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'PK Schedule',
    intro:
      "This week's PK league: the schedule, results and the table of eight hosts.",
    rules:
      'Eight hosts play a league over the week, with battles every evening at 20:00 (UTC+7). The table ranks them by points; the top six claim {bean} when the week ends.',
  },
  id: {
    title: 'Jadwal PK',
    intro: 'Liga PK minggu ini: jadwal, hasil dan klasemen delapan host.',
    rules:
      'Delapan host bertanding dalam liga selama seminggu, dengan duel setiap malam pukul 20.00 (UTC+7). Klasemen menurut poin; enam teratas klaim {bean} saat minggu berakhir.',
  },
  'zh-cn': {
    title: 'PK赛程',
    intro: '本周 PK 联赛：八位主播的赛程、结果和积分榜。',
    rules:
      '八位主播本周进行联赛，每晚 20:00（UTC+7）对战。积分榜按积分排名，周末前六名领取{bean}。',
  },
  'zh-tw': {
    title: 'PK賽程',
    intro: '本週 PK 聯賽：八位主播的賽程、結果和積分榜。',
    rules:
      '八位主播本週進行聯賽，每晚 20:00（UTC+7）對戰。積分榜依積分排名，週末前六名領取{bean}。',
  },
} satisfies EventMessages;
