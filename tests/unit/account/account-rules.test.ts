// The account area's pure rules: phones for signing in (SPEC 5, DESIGN 10), codes, the ban form, "live now", the
// dress-up shop, and the page a sign-in goes on to.
import { describe, expect, it } from 'vitest';
import { checkBanForm, isLiveNow, LIVE_NOW_MAX_HOURS, isLoginCode, loginPhone, maskPhone, cancellationEndsAt, ACCOUNT_CANCEL_COOLING_DAYS } from '../../../src/domain/account.ts';
import { DECOR_CATEGORIES, DECOR_ITEMS, checkDecorPurchase, decorExpiryAfter, type CatalogueItem } from '../../../src/domain/decor.ts';
import { DAY_MS } from '../../../src/domain/time.ts';
import { nextVipLevel, vipPrivilegesOf, VIP_PRIVILEGES } from '../../../src/domain/vip.ts';
import { safeNextPath } from '../../../src/features/account/next-path.ts';

describe('loginPhone', () => {
  it('accepts an Indonesian mobile typed with 0, without it, or with +62, and stores 62 + the number', () => {
    for (const typed of ['0812 3456 7890', '812-3456-7890', '+62 812 3456 7890', '6281234567890', '(0812) 3456.7890']) {
      expect(loginPhone('62', typed), typed).toBe('6281234567890');
    }
  });

  it('keeps SPEC 5: 08 start and 10-13 digits written nationally', () => {
    expect(loginPhone('62', '081234567')).toBeNull(); // 9 digits
    expect(loginPhone('62', '0812345678')).toBe('62812345678'); // 10 digits
    expect(loginPhone('62', '0812345678901')).toBe('62812345678901'); // 13 digits
    expect(loginPhone('62', '08123456789012')).toBeNull(); // 14 digits
    expect(loginPhone('62', '0712345678')).toBeNull(); // not a mobile
  });

  it('accepts a Malaysian mobile under +60 only: 60 and 9-10 digits', () => {
    expect(loginPhone('60', '012-345 6789')).toBe('60123456789');
    expect(loginPhone('60', '+60 12 3456 7890')).toBe('601234567890');
    expect(loginPhone('60', '0812 3456 7890')).toBeNull();
    expect(loginPhone('62', '012-345 6789')).toBeNull();
  });

  it('refuses other regions, letters and oversized input', () => {
    expect(loginPhone('65', '81234567')).toBeNull();
    expect(loginPhone('62', '0812abc45678')).toBeNull();
    expect(loginPhone('62', '0'.repeat(41))).toBeNull();
  });

  it('masks the middle of a stored phone', () => {
    expect(maskPhone('6281234567890')).toBe('+62 812****7890');
    expect(maskPhone('60123456789')).toBe('+60 123**6789');
  });
});

describe('isLoginCode', () => {
  it('is exactly 6 digits', () => {
    expect(isLoginCode('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', ' 123456', '']) expect(isLoginCode(bad), bad).toBe(false);
  });
});

describe('cancellationEndsAt', () => {
  it('is exactly 7 x 24 hours after the request', () => {
    expect(cancellationEndsAt(1_000)).toBe(1_000 + ACCOUNT_CANCEL_COOLING_DAYS * DAY_MS);
  });
});

describe('checkBanForm', () => {
  const form = { userId: '52003', operatorName: ' Dewi ', reason: ' Spam\nagain ' };
  it('trims the texts and accepts line breaks in the reason', () => {
    expect(checkBanForm(form)).toEqual({ ok: true, userId: 52003, operatorName: 'Dewi', reason: 'Spam\nagain' });
  });

  it('names the first rule broken', () => {
    expect(checkBanForm({ ...form, userId: '0052003' })).toEqual({ ok: false, error: 'userIdInvalid' });
    expect(checkBanForm({ ...form, operatorName: '' })).toEqual({ ok: false, error: 'operatorNameRequired' });
    expect(checkBanForm({ ...form, reason: 'x'.repeat(201) })).toEqual({ ok: false, error: 'reasonTooLong' });
    expect(checkBanForm({ ...form, reason: '🙂'.repeat(200) }).ok).toBe(true);
    expect(checkBanForm({ ...form, operatorName: 'a\u0007b' })).toEqual({ ok: false, error: 'textInvalid' });
  });
});

describe('isLiveNow', () => {
  it('is live from the start of a stream for at most 12 hours', () => {
    expect(isLiveNow(null, 10)).toBe(false);
    expect(isLiveNow(1_000, 1_000)).toBe(true);
    expect(isLiveNow(1_000, 999)).toBe(false);
    expect(isLiveNow(0, LIVE_NOW_MAX_HOURS * 3_600_000 - 1)).toBe(true);
    expect(isLiveNow(0, LIVE_NOW_MAX_HOURS * 3_600_000)).toBe(false);
  });
});

describe('the dress-up shop', () => {
  it('sells items in each of the eight categories of SPEC 3, with whole prices for 7 and 30 days', () => {
    expect(new Set(DECOR_ITEMS.map((item) => item.category))).toEqual(new Set(DECOR_CATEGORIES));
    expect(new Set(DECOR_ITEMS.map((item) => item.id)).size).toBe(DECOR_ITEMS.length);
    for (const item of DECOR_ITEMS) {
      expect(Number.isSafeInteger(item.priceCoins[7]) && item.priceCoins[7] > 0).toBe(true);
      expect(item.priceCoins[30]).toBeGreaterThan(item.priceCoins[7]);
    }
  });

  it('checks a purchase: an item on sale, a duration sold, and the buyer meeting its level and VIP requirements', () => {
    const item: CatalogueItem = {
      id: 'frame-test', category: 'avatarFrame', names: { en: 'T', id: 'T', 'zh-cn': 'T', 'zh-tw': 'T' }, priceCoins: { 7: 3_000, 30: 10_000 },
      previewUrl: '/decor/frame-rose.svg', minWealthLevel: 10, minVipLevel: 2, onSale: true, idPattern: null,
    };
    const able = { wealthLevel: 10, vipLevel: 2 };
    expect(checkDecorPurchase(item, 7, able)).toMatchObject({ ok: true, price: 3_000 });
    expect(checkDecorPurchase(item, 14, able)).toEqual({ ok: false, error: 'invalidDuration' });
    expect(checkDecorPurchase(null, 7, able)).toEqual({ ok: false, error: 'itemUnknown' });
    expect(checkDecorPurchase({ ...item, onSale: false }, 7, able)).toEqual({ ok: false, error: 'itemUnknown' });
    expect(checkDecorPurchase(item, 7, { wealthLevel: 9, vipLevel: 6 })).toEqual({ ok: false, error: 'levelTooLow' });
    expect(checkDecorPurchase(item, 7, { wealthLevel: 40, vipLevel: 1 })).toEqual({ ok: false, error: 'vipTooLow' });
  });

  it('extends an active item from its end and starts an expired one from now', () => {
    expect(decorExpiryAfter(null, 1_000, 7)).toBe(1_000 + 7 * DAY_MS);
    expect(decorExpiryAfter(5_000, 1_000, 7)).toBe(5_000 + 7 * DAY_MS);
    expect(decorExpiryAfter(1_000, 1_000, 7)).toBe(1_000 + 7 * DAY_MS);
  });
});

describe('VIP privileges', () => {
  it('grows with the level: level 1 has the badge and daily coins, level 6 everything', () => {
    expect(vipPrivilegesOf(1)).toEqual(['badge', 'dailyCoins']);
    expect(vipPrivilegesOf(6)).toEqual([...VIP_PRIVILEGES]);
    expect(nextVipLevel(3)).toEqual({ level: 4, minRechargeCoins: 5_000_000 });
    expect(nextVipLevel(6)).toBeNull();
  });
});

describe('safeNextPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeNextPath('/mall')).toBe('/mall');
    expect(safeNextPath('/id/attiremall?lang=id&item=frame-rose')).toBe('/id/attiremall?lang=id&item=frame-rose');
  });

  it('refuses other origins, schemes, backslashes, the login page and anything odd', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', 'mall', '/login', '/id/login.html?x=1', '/a/../login', '/ mall', '', null, '/#x']) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });
});
