// SPEC 5: virtual account numbers must not be used for withdrawals. Deposits to them top up someone's e-wallet
// instead of reaching the host. A number is refused when it is a known top-up prefix followed by a phone number.
// Operators extend this list; each entry names where the prefix is published. Erasable TypeScript.

/** A top-up virtual-account prefix and where it comes from. */
export interface VirtualAccountPrefix {
  prefix: string;
  /** Whose top-up it is and the source of the prefix. */
  source: string;
  /** For a fixed-length number: the prefix, then zeros, then the phone (with its 0), this many digits in all. */
  padTo?: number;
}

/** Known prefixes (DESIGN 10: a prefix list kept in config, documented source per prefix). */
export const VIRTUAL_ACCOUNT_PREFIXES: readonly VirtualAccountPrefix[] = [
  { prefix: '39358', source: 'OVO top-up via BCA virtual account (OVO top-up instructions: 39358 + phone number)' },
  { prefix: '3901', source: 'DANA top-up via BCA virtual account (DANA top-up instructions: 3901 + phone number)' },
  { prefix: '70001', source: 'GoPay top-up via BCA virtual account (GoPay top-up instructions: 70001 + phone number)' },
  { prefix: '8810', source: 'DANA top-up via BNI virtual account (DANA top-up instructions: 8810 + phone number)' },
  { prefix: '88810', source: 'DANA top-up via BRI virtual account (DANA top-up instructions: 88810 + phone number)' },
  { prefix: '89508', source: 'DANA top-up via Mandiri virtual account (DANA top-up instructions: 89508 + phone number)' },
  {
    prefix: '8059',
    source: 'DANA top-up via CIMB Niaga virtual account (the DANA app\'s bank codes, as listed by klikinaja.com, "Kode virtual account DANA dan biaya top up": 8059 + phone number)',
  },
  {
    prefix: '8528',
    source: 'DANA top-up via Permata, Maybank, Danamon, Sinarmas, BTN, digibank and other banks (the same list: 8528 + phone number)',
  },
  { prefix: '8100', source: 'DANA top-up via PaninBank virtual account (the same list: 8100 + phone number)' },
  { prefix: '8000009', source: 'DANA top-up via BTPN virtual account (the same list: 8000009 + phone number)' },
  {
    prefix: '874',
    padTo: 16,
    source: 'OVO top-up via BNI virtual account: 874, zeros, then the phone, 16 digits (Kompas.com Money, 27 Feb 2022, "Simak cara top up OVO via BNI", citing ovo.id)',
  },
];

/** What follows a top-up prefix: an Indonesian mobile number with or without its leading 0 or 62. */
const PHONE_TAIL = /^(?:0?8\d{8,11}|628\d{7,10})$/;

/** The phone of a zero-padded number after its prefix: zeros, then a mobile number starting 08. */
const PADDED_PHONE_TAIL = /^0*08\d{8,11}$/;

/** True when `accountNumber` (digits) is a top-up virtual account. */
export function isVirtualAccount(accountNumber: string): boolean {
  return VIRTUAL_ACCOUNT_PREFIXES.some(({ prefix, padTo }) => {
    if (!accountNumber.startsWith(prefix)) return false;
    const tail = accountNumber.slice(prefix.length);
    return padTo === undefined ? PHONE_TAIL.test(tail) : accountNumber.length === padTo && PADDED_PHONE_TAIL.test(tail);
  });
}
