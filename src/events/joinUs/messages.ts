import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /activity/joinUs: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Join Us',
    intro:
      'We are recruiting hosts: apply to join an agency and go live, and agencies win {coin} for every host they bring.',
    rules:
      'Want to host? Apply to an agency with its invite code, or apply to become an agency yourself. Agencies are ranked by the hosts who join them during the month; heads of the top ten claim the {coin}.',
  },
  id: {
    title: 'Bergabunglah',
    intro:
      'Kami merekrut host: daftar ke agensi dan mulai live, dan agensi menang {coin} untuk setiap host yang mereka bawa.',
    rules:
      'Ingin menjadi host? Daftar ke agensi dengan kode undangannya, atau daftar menjadi agensi sendiri. Agensi diperingkat menurut host yang bergabung selama sebulan; ketua sepuluh teratas klaim {coin}nya.',
  },
  'zh-cn': {
    title: '加入我们',
    intro: '招募主播：申请加入公会开播，公会每招募一位主播都能赢{coin}。',
    rules:
      '想当主播？凭公会邀请码申请加入，或自己申请成为公会。公会按当月新加入的主播数排名，前十名由会长领取{coin}。',
  },
  'zh-tw': {
    title: '加入我們',
    intro: '招募主播：申請加入公會開播，公會每招募一位主播都能贏{coin}。',
    rules:
      '想當主播？憑公會邀請碼申請加入，或自行申請成為公會。公會依當月新加入的主播數排名，前十名由會長領取{coin}。',
  },
} satisfies EventMessages;
