import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /pkimg: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'PK Showcase',
    intro:
      "The week's PK battles of our hosts, with the hosts who won the most.",
    rules:
      'Every evening at 20:00 (UTC+7) hosts meet in 30-minute PK battles; the higher gift score wins. Hosts are ranked by battles won in the week; the top three claim {bean}.',
  },
  id: {
    title: 'Galeri PK',
    intro:
      'Duel PK host kami minggu ini, dengan host yang paling banyak menang.',
    rules:
      'Setiap malam pukul 20.00 (UTC+7) host bertemu dalam duel PK 30 menit; skor hadiah tertinggi menang. Host diperingkat menurut kemenangan dalam seminggu; tiga teratas klaim {bean}.',
  },
  'zh-cn': {
    title: 'PK风采',
    intro: '本周主播 PK 对战及胜场最多的主播。',
    rules:
      '每晚 20:00（UTC+7）主播进行 30 分钟 PK 对战，礼物分数高者胜。按本周胜场排名，前三名领取{bean}。',
  },
  'zh-tw': {
    title: 'PK風采',
    intro: '本週主播 PK 對戰及勝場最多的主播。',
    rules:
      '每晚 20:00（UTC+7）主播進行 30 分鐘 PK 對戰，禮物分數高者勝。依本週勝場排名，前三名領取{bean}。',
  },
} satisfies EventMessages;
