import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /activity/goldbonus: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Coin Bonus',
    intro:
      'Hosts: every tier of beans you receive from gifts in a week earns bonus coins.',
    rules:
      'Beans received from gifts from Monday to Sunday count. Each tier you pass pays its bonus on top of the tiers below it; claim each as soon as you reach it.',
  },
  id: {
    title: 'Bonus Koin',
    intro:
      'Host: setiap tingkat kacang dari hadiah dalam seminggu memberi koin bonus.',
    rules:
      'Kacang dari hadiah Senin sampai Minggu dihitung. Setiap tingkat yang dilewati memberi bonus di atas tingkat sebelumnya; klaim begitu tercapai.',
  },
  'zh-cn': {
    title: '金币奖励',
    intro: '主播：每周收礼所得的豆每达到一档，即可领取金币奖励。',
    rules:
      '统计周一至周日收礼获得的豆。每达到一档即得该档奖励，可与下档奖励叠加，达到即可领取。',
  },
  'zh-tw': {
    title: '金幣獎勵',
    intro: '主播：每週收禮所得的豆每達到一檔，即可領取金幣獎勵。',
    rules:
      '統計週一至週日收禮獲得的豆。每達到一檔即得該檔獎勵，可與下檔獎勵疊加，達到即可領取。',
  },
} satisfies EventMessages;
