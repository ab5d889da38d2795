import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /pk0808: every key in all four languages (a unit test checks). */
export const messages = {
  en: {
    title: 'PK Battle · 8 Aug',
    intro:
      'The 8 August agency knockout: four agencies battle with all their hosts.',
    rules:
      'Semi-finals at 20:00 and the final at 21:00 (UTC+7), 30 minutes each; the agency with the higher gift score goes through. Agency heads claim the rewards.',
  },
  id: {
    title: 'Duel PK · 8 Agu',
    intro:
      'Turnamen gugur agensi 8 Agustus: empat agensi berduel dengan semua host-nya.',
    rules:
      'Semifinal pukul 20.00 dan final 21.00 (UTC+7), masing-masing 30 menit; agensi dengan skor hadiah tertinggi lolos. Ketua agensi klaim hadiahnya.',
  },
  'zh-cn': {
    title: 'PK大赛 · 8月8日',
    intro: '8 月 8 日公会淘汰赛：四个公会携全体主播对决。',
    rules:
      '20:00 半决赛、21:00 决赛（UTC+7），每场 30 分钟，礼物分数高的公会晋级。奖励由会长领取。',
  },
  'zh-tw': {
    title: 'PK大賽 · 8月8日',
    intro: '8 月 8 日公會淘汰賽：四個公會攜全體主播對決。',
    rules:
      '20:00 準決賽、21:00 決賽（UTC+7），每場 30 分鐘，禮物分數高的公會晉級。獎勵由會長領取。',
  },
} satisfies EventMessages;
