import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /activity/givebackHost: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Host Giveback',
    intro:
      'Our hosts give back to their fans: spend {coin} on gifts this month and collect {coin} back at every tier.',
    rules:
      '{coin} spent in the app (gifts, VIP, dress-ups) from the 1st to the end of the month count. Each tier reached gives {coin} back once; claim them here.',
  },
  id: {
    title: 'Hadiah untuk Host',
    intro:
      'Host kami membalas penggemarnya: belanjakan {coin} untuk hadiah bulan ini dan dapatkan {coin} kembali di setiap tingkat.',
    rules:
      '{coin} yang dibelanjakan di aplikasi (hadiah, VIP, dekorasi) dari tanggal 1 sampai akhir bulan dihitung. Setiap tingkat memberi {coin} kembali sekali; klaim di sini.',
  },
  'zh-cn': {
    title: '主播回馈',
    intro: '主播回馈粉丝：本月送礼消费{coin}，每达到一档即可领回{coin}。',
    rules:
      '统计每月 1 日至月底在应用内消费的{coin}（礼物、VIP、装扮）。每档返还一次，在此领取。',
  },
  'zh-tw': {
    title: '主播回饋',
    intro: '主播回饋粉絲：本月送禮消費{coin}，每達到一檔即可領回{coin}。',
    rules:
      '統計每月 1 日至月底在 App 內消費的{coin}（禮物、VIP、裝扮）。每檔回饋一次，於此領取。',
  },
} satisfies EventMessages;
