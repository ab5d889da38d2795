import type { EventMessages } from '../../routes.ts';

/** Texts of the PK battle of 8 August page. */
export const messages = {
  en: { title: 'PK Battle · 8 Aug' },
  id: { title: 'Duel PK · 8 Agu' },
  'zh-cn': { title: 'PK大赛 · 8月8日' },
  'zh-tw': { title: 'PK大賽 · 8月8日' },
} satisfies EventMessages;
