import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /activity/shareguide: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Sharing Guide',
    intro:
      'Share your invite link: friends who sign up with it earn you coins.',
    rules:
      '1. Open Me, then Share, and copy your invite link or QR code. 2. Send it to friends on WhatsApp or any app. 3. Each friend who signs up with it this month counts towards the tiers below.',
  },
  id: {
    title: 'Panduan Berbagi',
    intro:
      'Bagikan tautan undangan Anda: teman yang mendaftar lewat tautan itu memberi Anda koin.',
    rules:
      '1. Buka Saya, lalu Bagikan, dan salin tautan undangan atau kode QR. 2. Kirim ke teman lewat WhatsApp atau aplikasi lain. 3. Setiap teman yang mendaftar bulan ini dihitung untuk tingkat di bawah.',
  },
  'zh-cn': {
    title: '分享指南',
    intro: '分享您的邀请链接：好友通过链接注册即可为您赢得金币。',
    rules:
      '1. 打开“我的”中的“分享”，复制邀请链接或二维码。2. 通过 WhatsApp 等应用发送给好友。3. 本月每位通过链接注册的好友都计入以下档位。',
  },
  'zh-tw': {
    title: '分享指南',
    intro: '分享您的邀請連結：好友透過連結註冊即可為您贏得金幣。',
    rules:
      '1. 開啟「我的」中的「分享」，複製邀請連結或 QR Code。2. 透過 WhatsApp 等 App 傳給好友。3. 本月每位透過連結註冊的好友都計入以下檔位。',
  },
} satisfies EventMessages;
