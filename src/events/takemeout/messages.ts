import type { EventMessages } from '../../routes.ts';

/** Texts of the Take Me Out matchmaking PK page. */
export const messages = {
  en: { title: 'Take Me Out' },
  id: { title: 'Take Me Out' },
  'zh-cn': { title: '牵手约会' },
  'zh-tw': { title: '牽手約會' },
} satisfies EventMessages;
