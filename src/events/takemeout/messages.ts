import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /takemeout: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Take Me Out',
    intro:
      "Tonight's dating PK: pairs of hosts battle for gifts, and the highest scores win.",
    rules:
      'Battles run at 19:00, 21:00 and 23:00 (UTC+7) for 30 minutes each. Hosts are ranked by the total gift score of their battles of the day; the top three claim {bean}.',
  },
  id: {
    title: 'Take Me Out',
    intro:
      'PK kencan malam ini: pasangan host berduel mengumpulkan hadiah, skor tertinggi menang.',
    rules:
      'Duel pukul 19.00, 21.00 dan 23.00 (UTC+7), masing-masing 30 menit. Host diperingkat menurut total skor hadiah duelnya hari itu; tiga teratas klaim {bean}.',
  },
  'zh-cn': {
    title: '牵手约会',
    intro: '今晚约会 PK：主播两两对战收礼，分数最高者获胜。',
    rules:
      '对战于 19:00、21:00、23:00（UTC+7）开始，每场 30 分钟。按主播当天对战礼物总分排名，前三名领取{bean}。',
  },
  'zh-tw': {
    title: '牽手約會',
    intro: '今晚約會 PK：主播兩兩對戰收禮，分數最高者獲勝。',
    rules:
      '對戰於 19:00、21:00、23:00（UTC+7）開始，每場 30 分鐘。依主播當天對戰禮物總分排名，前三名領取{bean}。',
  },
} satisfies EventMessages;
