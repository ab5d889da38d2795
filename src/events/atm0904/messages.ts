import type { EventMessages } from '../../routes.ts';

/** Texts of the ATM challenge of 4 September page. */
export const messages = {
  en: { title: 'ATM Challenge · 4 Sep' },
  id: { title: 'Tantangan ATM · 4 Sep' },
  'zh-cn': { title: 'ATM挑战赛 · 9月4日' },
  'zh-tw': { title: 'ATM挑戰賽 · 9月4日' },
} satisfies EventMessages;
