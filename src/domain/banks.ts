// Banks a host can withdraw to (the bank list of /addAccount). Erasable TypeScript, shared by the site and the server.

/** A bank: its code (what the API stores) and its name as Indonesians know it. */
export interface Bank {
  code: string;
  name: string;
}

/** Indonesian banks most hosts use, by popularity; the code is the bank's clearing abbreviation. */
export const BANKS: readonly Bank[] = [
  { code: 'BCA', name: 'Bank Central Asia (BCA)' },
  { code: 'BRI', name: 'Bank Rakyat Indonesia (BRI)' },
  { code: 'BNI', name: 'Bank Negara Indonesia (BNI)' },
  { code: 'MANDIRI', name: 'Bank Mandiri' },
  { code: 'BSI', name: 'Bank Syariah Indonesia (BSI)' },
  { code: 'CIMB', name: 'CIMB Niaga' },
  { code: 'PERMATA', name: 'Bank Permata' },
  { code: 'DANAMON', name: 'Bank Danamon' },
  { code: 'BTN', name: 'Bank Tabungan Negara (BTN)' },
  { code: 'MAYBANK', name: 'Maybank Indonesia' },
  { code: 'OCBC', name: 'OCBC NISP' },
  { code: 'PANIN', name: 'Panin Bank' },
  { code: 'JAGO', name: 'Bank Jago' },
  { code: 'SEABANK', name: 'SeaBank Indonesia' },
  { code: 'BJB', name: 'Bank BJB' },
];

/** The bank with `code`, if it is on the list. */
export function findBank(code: string | null | undefined): Bank | undefined {
  return BANKS.find((bank) => bank.code === code);
}
