import type { EventMessages } from '../../routes.ts';

/** Texts of the PK battle of 7 August page. */
export const messages = {
  en: { title: 'PK Battle · 7 Aug' },
  id: { title: 'Duel PK · 7 Agu' },
  'zh-cn': { title: 'PK大赛 · 8月7日' },
  'zh-tw': { title: 'PK大賽 · 8月7日' },
} satisfies EventMessages;
