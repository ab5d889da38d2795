import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /activity/shareguide: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'Sharing Guide',
    intro: 'Share your invite link: friends who sign up with it earn you {coin}.',
    rules: 'Each friend who signs up with your invite link during the month counts once towards that month’s tiers above.',
    howTitle: 'How to share',
    step1: 'Open Me, then Share, and copy your invite link or QR code.',
    step2: 'Send it to friends on WhatsApp or any app.',
    step3: 'Each friend who signs up with it this month counts towards the tiers below.',
  },
  id: {
    title: 'Panduan Berbagi',
    intro: 'Bagikan tautan undangan Anda: teman yang mendaftar lewat tautan itu memberi Anda {coin}.',
    rules: 'Setiap teman yang mendaftar lewat tautan undangan Anda dalam bulan itu dihitung satu kali untuk tingkat bulan itu di atas.',
    howTitle: 'Cara berbagi',
    step1: 'Buka Saya, lalu Bagikan, dan salin tautan undangan atau kode QR.',
    step2: 'Kirim ke teman lewat WhatsApp atau aplikasi lain.',
    step3: 'Setiap teman yang mendaftar bulan ini dihitung untuk tingkat di bawah.',
  },
  'zh-cn': {
    title: '分享指南',
    intro: '分享您的邀请链接：好友通过链接注册即可为您赢得{coin}。',
    rules: '每位当月通过您的邀请链接注册的好友，计入当月上方档位一次。',
    howTitle: '如何分享',
    step1: '打开“我的”中的“分享”，复制邀请链接或二维码。',
    step2: '通过 WhatsApp 等应用发送给好友。',
    step3: '本月每位通过链接注册的好友都计入下方档位。',
  },
  'zh-tw': {
    title: '分享指南',
    intro: '分享您的邀請連結：好友透過連結註冊即可為您贏得{coin}。',
    rules: '每位當月透過您的邀請連結註冊的好友，計入當月上方檔位一次。',
    howTitle: '如何分享',
    step1: '開啟「我的」中的「分享」，複製邀請連結或 QR Code。',
    step2: '透過 WhatsApp 等 App 傳給好友。',
    step3: '本月每位透過連結註冊的好友都計入下方檔位。',
  },
} satisfies EventMessages;
