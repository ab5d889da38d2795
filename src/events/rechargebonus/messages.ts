import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /activity/rechargebonus: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Top-up Bonus',
    intro: 'Top up {coin} this month and collect bonus {coin} at every tier.',
    rules:
      '{coin} topped up from the 1st to the end of the month count. Each tier reached pays its bonus once; claim it here as soon as you reach it.',
  },
  id: {
    title: 'Bonus Isi Ulang',
    intro:
      'Isi ulang {coin} bulan ini dan kumpulkan {coin} bonus di setiap tingkat.',
    rules:
      '{coin} yang diisi ulang dari tanggal 1 sampai akhir bulan dihitung. Setiap tingkat memberi bonus sekali; klaim di sini begitu tercapai.',
  },
  'zh-cn': {
    title: '充值奖励',
    intro: '本月充值{coin}，每达到一档即可领取奖励{coin}。',
    rules:
      '统计每月 1 日至月底的充值{coin}。每档奖励各领取一次，达到即可在此领取。',
  },
  'zh-tw': {
    title: '儲值獎勵',
    intro: '本月儲值{coin}，每達到一檔即可領取獎勵{coin}。',
    rules:
      '統計每月 1 日至月底的儲值{coin}。每檔獎勵各領取一次，達到即可於此領取。',
  },
} satisfies EventMessages;
