import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /pk0807: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'PK Battle · 7 Aug',
    intro: 'The 7 August PK knockout: eight hosts, three rounds, one champion.',
    rules:
      'Quarter-finals at 19:00, semi-finals at 20:00 and the final at 21:00 (UTC+7), 30 minutes each; the higher gift score goes through. Rewards follow the battles won.',
  },
  id: {
    title: 'Duel PK · 7 Agu',
    intro: 'Turnamen gugur PK 7 Agustus: delapan host, tiga babak, satu juara.',
    rules:
      'Perempat final pukul 19.00, semifinal 20.00 dan final 21.00 (UTC+7), masing-masing 30 menit; skor hadiah tertinggi lolos. Hadiah menurut jumlah kemenangan.',
  },
  'zh-cn': {
    title: 'PK大赛 · 8月7日',
    intro: '8 月 7 日 PK 淘汰赛：八位主播，三轮对决，一位冠军。',
    rules:
      '19:00 四分之一决赛、20:00 半决赛、21:00 决赛（UTC+7），每场 30 分钟，礼物分数高者晋级。奖励按胜场发放。',
  },
  'zh-tw': {
    title: 'PK大賽 · 8月7日',
    intro: '8 月 7 日 PK 淘汰賽：八位主播，三輪對決，一位冠軍。',
    rules:
      '19:00 八強賽、20:00 準決賽、21:00 決賽（UTC+7），每場 30 分鐘，禮物分數高者晉級。獎勵依勝場發放。',
  },
} satisfies EventMessages;
