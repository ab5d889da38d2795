import type { EventMessages } from '../../routes.ts';

/** Texts of the PK battle of 4 September page. */
export const messages = {
  en: { title: 'PK Battle · 4 Sep' },
  id: { title: 'Duel PK · 4 Sep' },
  'zh-cn': { title: 'PK大赛 · 9月4日' },
  'zh-tw': { title: 'PK大賽 · 9月4日' },
} satisfies EventMessages;
