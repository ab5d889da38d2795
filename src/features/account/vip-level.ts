// The reader's VIP level, shared by the two islands of /mall: the VIP card loads it, the levels' tabs open on it
// (issue 27.2: a VIP2 saw VIP1 first). Null until known, or when the user holds no active VIP.
import { atom } from 'nanostores';
import type { VipLevel } from '../../domain/vip.ts';

/** The active membership's level, once the VIP card has loaded it. */
export const $vipLevel = atom<VipLevel | null>(null);
