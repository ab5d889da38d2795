import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /activity/givebackHost: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Host Giveback',
    intro:
      'Our hosts give back to their fans: spend coins on gifts this month and collect coins back at every tier.',
    rules:
      'Coins spent in the app (gifts, VIP, dress-ups) from the 1st to the end of the month count. Each tier reached gives coins back once; claim them here.',
  },
  id: {
    title: 'Hadiah untuk Host',
    intro:
      'Host kami membalas penggemarnya: belanjakan koin untuk hadiah bulan ini dan dapatkan koin kembali di setiap tingkat.',
    rules:
      'Koin yang dibelanjakan di aplikasi (hadiah, VIP, dekorasi) dari tanggal 1 sampai akhir bulan dihitung. Setiap tingkat memberi koin kembali sekali; klaim di sini.',
  },
  'zh-cn': {
    title: '主播回馈',
    intro: '主播回馈粉丝：本月送礼消费金币，每达到一档即可领回金币。',
    rules:
      '统计每月 1 日至月底在应用内消费的金币（礼物、VIP、装扮）。每档返还一次，在此领取。',
  },
  'zh-tw': {
    title: '主播回饋',
    intro: '主播回饋粉絲：本月送禮消費金幣，每達到一檔即可領回金幣。',
    rules:
      '統計每月 1 日至月底在 App 內消費的金幣（禮物、VIP、裝扮）。每檔回饋一次，於此領取。',
  },
} satisfies EventMessages;
