import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /atm0904: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'ATM Challenge · 4 Sep',
    intro:
      'The 4 September ATM Challenge: hosts battle all day and every gift point counts.',
    rules:
      'Battles start every two hours from 10:00 to 22:00 (UTC+7), 30 minutes each. Hosts are ranked by the total gift score of their battles; the top ten claim {bean}.',
  },
  id: {
    title: 'Tantangan ATM · 4 Sep',
    intro:
      'Tantangan ATM 4 September: host berduel sepanjang hari dan setiap poin hadiah dihitung.',
    rules:
      'Duel dimulai setiap dua jam dari 10.00 sampai 22.00 (UTC+7), masing-masing 30 menit. Host diperingkat menurut total skor hadiah duelnya; sepuluh teratas klaim {bean}.',
  },
  'zh-cn': {
    title: 'ATM挑战赛 · 9月4日',
    intro: '9 月 4 日 ATM 挑战赛：主播全天对战，每一分礼物都算数。',
    rules:
      '10:00 至 22:00（UTC+7）每两小时一场，每场 30 分钟。按主播对战礼物总分排名，前十名领取{bean}。',
  },
  'zh-tw': {
    title: 'ATM挑戰賽 · 9月4日',
    intro: '9 月 4 日 ATM 挑戰賽：主播全天對戰，每一分禮物都算數。',
    rules:
      '10:00 至 22:00（UTC+7）每兩小時一場，每場 30 分鐘。依主播對戰禮物總分排名，前十名領取{bean}。',
  },
} satisfies EventMessages;
