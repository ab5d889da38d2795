// The app's login fields (DESIGN 3), sealed and signed by the page: read by the token check and by re-verification.
import { ID_PATTERN, PACKAGE_TYPE_PATTERN } from '../../src/contract/ids.ts';

/** The decrypted login fields, checked for shape. */
export interface LoginPayload {
  user_id: string;
  token: string;
  package_type: string;
  time: number;
  sign: string;
}

/** The payload if it has the fields of DESIGN 3 with usable types, else null. */
export function asLoginPayload(value: unknown): LoginPayload | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const userId = typeof v['user_id'] === 'number' ? String(v['user_id']) : v['user_id'];
  const packageType = typeof v['package_type'] === 'number' ? String(v['package_type']) : (v['package_type'] ?? '');
  if (typeof userId !== 'string' || !ID_PATTERN.test(userId) || Number(userId) === 0) return null;
  if (typeof v['token'] !== 'string' || v['token'].length === 0 || v['token'].length > 512) return null;
  if (typeof packageType !== 'string' || !PACKAGE_TYPE_PATTERN.test(packageType)) return null;
  if (typeof v['time'] !== 'number' || !Number.isSafeInteger(v['time'])) return null;
  if (typeof v['sign'] !== 'string') return null;
  return { user_id: userId, token: v['token'], package_type: packageType, time: v['time'], sign: v['sign'] };
}
