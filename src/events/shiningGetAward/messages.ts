import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /activity/shiningGetAward: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Shining Star Rewards',
    intro:
      "The week's shining stars: the twenty hosts with the most charm win {bean}.",
    rules:
      'Hosts are ranked by the {bean} they receive from gifts from Monday to Sunday. Ranks are final when the week ends; the top twenty claim their {bean} here.',
  },
  id: {
    title: 'Hadiah Bintang Bersinar',
    intro:
      'Bintang minggu ini: dua puluh host dengan pesona tertinggi menang {bean}.',
    rules:
      'Host diperingkat menurut {bean} dari hadiah Senin sampai Minggu. Peringkat final saat minggu berakhir; dua puluh teratas klaim {bean} di sini.',
  },
  'zh-cn': {
    title: '闪耀之星领奖',
    intro: '本周闪耀之星：魅力最高的前二十名主播赢{bean}。',
    rules:
      '按主播周一至周日收礼获得的{bean}排名。每周结束时排名确定，前二十名在此领取{bean}。',
  },
  'zh-tw': {
    title: '閃耀之星領獎',
    intro: '本週閃耀之星：魅力最高的前二十名主播贏{bean}。',
    rules:
      '依主播週一至週日收禮獲得的{bean}排名。每週結束時排名確定，前二十名於此領取{bean}。',
  },
} satisfies EventMessages;
