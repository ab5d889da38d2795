import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /ramadan: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Ramadan Red Packets',
    intro:
      'Grab Ramadan red packets four times a day, and the luckiest win a bonus at the end.',
    rules:
      'The event runs through Ramadan. The board ranks the {coin} each user grabbed in this Ramadan; when it ends, the top ten claim a bonus.',
  },
  id: {
    title: 'Angpau Ramadan',
    intro:
      'Rebut angpau Ramadan empat kali sehari, dan yang paling beruntung dapat bonus di akhir.',
    rules:
      'Acara berlangsung selama Ramadan. Papan memeringkat {coin} yang direbut setiap pengguna di Ramadan ini; saat berakhir, sepuluh teratas klaim bonus.',
  },
  'zh-cn': {
    title: '斋月红包',
    intro: '斋月每天四个时段抢红包，最幸运的用户活动结束时再得奖励。',
    rules:
      '活动贯穿整个斋月。榜单按本次斋月每位用户抢到的红包{coin}排名，结束后前十名领取奖励。',
  },
  'zh-tw': {
    title: '齋月紅包',
    intro: '齋月每天四個時段搶紅包，最幸運的用戶活動結束時再得獎勵。',
    rules:
      '活動貫穿整個齋月。榜單依本次齋月每位用戶搶到的紅包{coin}排名，結束後前十名領取獎勵。',
  },
} satisfies EventMessages;
