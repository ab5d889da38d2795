import type { EventMessages } from '../../routes.ts';

/** Texts of the PK showcase page. */
export const messages = {
  en: { title: 'PK Showcase' },
  id: { title: 'Galeri PK' },
  'zh-cn': { title: 'PK风采' },
  'zh-tw': { title: 'PK風采' },
} satisfies EventMessages;
