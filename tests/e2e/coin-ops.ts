// What the coin business's browser tests do outside the pages, as the people behind them would: the operator (10008)
// reviews price lists through /api/ops/*, signed in and signing requests exactly as a page does.
import type { APIRequestContext } from '@playwright/test';
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import type { Page } from '../../src/contract/paging.ts';
import type { PendingPriceList } from '../../src/contract/price-list.ts';
import { encryptLoginFields, signFields } from '../../src/contract/h5-crypto.ts';

/** A signed-in caller of the API at `base`: `call(path, fields)` resolves to the envelope. */
export async function apiCaller(request: APIRequestContext, base: string, userId: string) {
  const time = async () => ((await (await request.post(`${base}/api/go/getSysTime`)).json()) as { data: { cur_time: number } }).data.cur_time;
  const params = await encryptLoginFields({ user_id: userId, token: 'demo', package_type: '1', time: Math.floor((await time()) / 1000) }, DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET);
  const login = (await (await request.post(`${base}/api/h5login/checkToken`, { data: { params } })).json()) as { code: number; data: { authorization_token: string } };
  if (login.code !== 0) throw new Error(`sign-in of ${userId} answered ${login.code}`);
  return async <Data = unknown>(path: string, fields: Record<string, string> = {}) => {
    const signed = { ...fields, time: Math.floor((await time()) / 1000) };
    const form = { ...Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, String(v)])), sign: await signFields(signed, DEV_H5_SIGN_SECRET) };
    const res = await request.post(`${base}${path}`, { form, headers: { Authorization: `Bearer ${login.data.authorization_token}` } });
    return (await res.json()) as { code: number; data: Data };
  };
}

/** The operator decides on the price list `dealerId` submitted last: approve, or refuse with `reason`. */
export async function reviewLatestPriceList(request: APIRequestContext, base: string, dealerId: string, decision: 'approve' | 'refuse', reason = ''): Promise<void> {
  const ops = await apiCaller(request, base, '10008');
  const pending = await ops<Page<PendingPriceList>>('/api/ops/price-lists/pending');
  const latest = pending.data.items.filter((item) => item.dealerId === dealerId).at(-1);
  if (!latest) throw new Error(`no price list of ${dealerId} is waiting for review`);
  const answer = await ops('/api/ops/price-lists/review', { id: latest.id, decision, ...(reason ? { reason } : {}) });
  if (answer.code !== 0) throw new Error(`review answered ${answer.code}`);
}
