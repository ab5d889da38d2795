import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /activity/daycharmrank: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Daily Charm Ranking',
    intro: "Today's charm ranking of hosts: the top ten win {bean} every day.",
    rules:
      'Hosts are ranked by the {bean} they receive from gifts during the day (00:00 to 24:00 UTC+7). Ranks are final at midnight; the top ten claim their {bean} here.',
  },
  id: {
    title: 'Peringkat Pesona Harian',
    intro:
      'Peringkat pesona host hari ini: sepuluh teratas menang {bean} setiap hari.',
    rules:
      'Host diperingkat menurut {bean} dari hadiah selama hari itu (00.00 sampai 24.00 UTC+7). Peringkat final pada tengah malam; sepuluh teratas klaim {bean} di sini.',
  },
  'zh-cn': {
    title: '每日魅力榜',
    intro: '今日主播魅力排行：每天前十名可得{bean}。',
    rules:
      '按主播当天（UTC+7 0 点至 24 点）收礼获得的{bean}排名。零点排名确定，前十名在此领取{bean}。',
  },
  'zh-tw': {
    title: '每日魅力榜',
    intro: '今日主播魅力排行：每天前十名可得{bean}。',
    rules:
      '依主播當天（UTC+7 0 點至 24 點）收禮獲得的{bean}排名。零點排名確定，前十名於此領取{bean}。',
  },
} satisfies EventMessages;
