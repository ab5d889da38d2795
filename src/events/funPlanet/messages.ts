import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /fun/planet: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Fun Planet',
    intro:
      'Every agency is a planet: the ten planets whose hosts shine brightest today win {coin}.',
    rules:
      'Agencies are ranked by the {bean} all their hosts receive from gifts during the day (00:00 to 24:00 UTC+7). Ranks are final at midnight; heads of the top ten claim the {coin} here.',
  },
  id: {
    title: 'Planet Seru',
    intro:
      'Setiap agensi adalah planet: sepuluh planet yang host-nya paling bersinar hari ini menang {coin}.',
    rules:
      'Agensi diperingkat menurut {bean} yang diterima semua host-nya dari hadiah selama hari itu (00.00 sampai 24.00 UTC+7). Peringkat final pada tengah malam; ketua sepuluh teratas klaim {coin} di sini.',
  },
  'zh-cn': {
    title: '趣味星球',
    intro: '每个公会都是一颗星球：今天旗下主播最闪耀的前十颗星球赢{coin}。',
    rules:
      '按公会全部主播当天（UTC+7 0 点至 24 点）收礼获得的{bean}排名。零点排名确定，前十名由会长在此领取{coin}。',
  },
  'zh-tw': {
    title: '趣味星球',
    intro: '每個公會都是一顆星球：今天旗下主播最閃耀的前十顆星球贏{coin}。',
    rules:
      '依公會全部主播當天（UTC+7 0 點至 24 點）收禮獲得的{bean}排名。零點排名確定，前十名由會長於此領取{coin}。',
  },
} satisfies EventMessages;
