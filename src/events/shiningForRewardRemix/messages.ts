import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /activity/shiningForRewardRemix: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Shine for Rewards',
    intro:
      'Agencies shine together: the five agencies whose hosts earn the most charm this week win {coin}.',
    rules:
      'Agencies are ranked by the {bean} all their hosts receive from gifts from Monday to Sunday. Ranks are final when the week ends; heads of the top five claim the {coin}.',
  },
  id: {
    title: 'Bersinar Raih Hadiah',
    intro:
      'Agensi bersinar bersama: lima agensi yang host-nya meraih pesona terbanyak minggu ini menang {coin}.',
    rules:
      'Agensi diperingkat menurut {bean} yang diterima semua host-nya dari hadiah Senin sampai Minggu. Peringkat final saat minggu berakhir; ketua lima teratas klaim {coin}nya.',
  },
  'zh-cn': {
    title: '闪耀赢奖励',
    intro: '公会一起闪耀：本周旗下主播魅力最高的前五个公会赢{coin}。',
    rules:
      '按公会全部主播周一至周日收礼获得的{bean}排名。每周结束时排名确定，前五名由会长领取{coin}。',
  },
  'zh-tw': {
    title: '閃耀贏獎勵',
    intro: '公會一起閃耀：本週旗下主播魅力最高的前五個公會贏{coin}。',
    rules:
      '依公會全部主播週一至週日收禮獲得的{bean}排名。每週結束時排名確定，前五名由會長領取{coin}。',
  },
} satisfies EventMessages;
