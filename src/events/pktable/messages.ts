import type { EventMessages } from '../../routes.ts';

/** Texts of the PK schedule page. */
export const messages = {
  en: { title: 'PK Schedule' },
  id: { title: 'Jadwal PK' },
  'zh-cn': { title: 'PK赛程' },
  'zh-tw': { title: 'PK賽程' },
} satisfies EventMessages;
