import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /activity/shiningGetAward: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Shining Star Rewards',
    intro:
      "The week's shining stars: the twenty hosts with the most charm win coins.",
    rules:
      'Hosts are ranked by the beans they receive from gifts from Monday to Sunday. Ranks are final when the week ends; the top twenty claim their coins here.',
  },
  id: {
    title: 'Hadiah Bintang Bersinar',
    intro:
      'Bintang minggu ini: dua puluh host dengan pesona tertinggi menang koin.',
    rules:
      'Host diperingkat menurut kacang dari hadiah Senin sampai Minggu. Peringkat final saat minggu berakhir; dua puluh teratas klaim koin di sini.',
  },
  'zh-cn': {
    title: '闪耀之星领奖',
    intro: '本周闪耀之星：魅力最高的前二十名主播赢金币。',
    rules:
      '按主播周一至周日收礼获得的豆排名。每周结束时排名确定，前二十名在此领取金币。',
  },
  'zh-tw': {
    title: '閃耀之星領獎',
    intro: '本週閃耀之星：魅力最高的前二十名主播贏金幣。',
    rules:
      '依主播週一至週日收禮獲得的豆排名。每週結束時排名確定，前二十名於此領取金幣。',
  },
} satisfies EventMessages;
