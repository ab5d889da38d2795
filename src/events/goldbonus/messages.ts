import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /activity/goldbonus (hosts are paid in beans): every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: '{bean} Bonus',
    intro:
      'Hosts: every tier of {bean} you receive from gifts in a week earns bonus {bean}.',
    rules:
      '{bean} received from gifts from Monday to Sunday count. Each tier you pass pays its bonus on top of the tiers below it; claim each as soon as you reach it.',
  },
  id: {
    title: 'Bonus {bean}',
    intro:
      'Host: setiap tingkat {bean} dari hadiah dalam seminggu memberi {bean} bonus.',
    rules:
      '{bean} dari hadiah Senin sampai Minggu dihitung. Setiap tingkat yang dilewati memberi bonus di atas tingkat sebelumnya; klaim begitu tercapai.',
  },
  'zh-cn': {
    title: '{bean}奖励',
    intro: '主播：每周收礼所得的{bean}每达到一档，即可领取{bean}奖励。',
    rules:
      '统计周一至周日收礼获得的{bean}。每达到一档即得该档奖励，可与下档奖励叠加，达到即可领取。',
  },
  'zh-tw': {
    title: '{bean}獎勵',
    intro: '主播：每週收禮所得的{bean}每達到一檔，即可領取{bean}獎勵。',
    rules:
      '統計週一至週日收禮獲得的{bean}。每達到一檔即得該檔獎勵，可與下檔獎勵疊加，達到即可領取。',
  },
} satisfies EventMessages;
