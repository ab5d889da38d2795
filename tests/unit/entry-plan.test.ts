import { describe, expect, it } from 'vitest';
import { planEntry, queryCredentials, type StoredSession } from '../../src/lib/entry-plan.ts';

const q = (search: string) => new URLSearchParams(search);
const NOW = 1_763_712_000_000;
const stored: StoredSession = { userId: '10001', token: 'auth-1', packageType: '1', appToken: 'demo', expiresAt: NOW + 3_600_000 };

describe('queryCredentials', () => {
  it('reads user_id and token, or their old names uis and recharge_sign', () => {
    expect(queryCredentials(q('user_id=10001&token=demo&package_type=5'))).toEqual({ userId: '10001', token: 'demo', packageType: '5' });
    expect(queryCredentials(q('uis=10002&recharge_sign=abc'))).toEqual({ userId: '10002', token: 'abc', packageType: '' });
  });

  it('needs both a user and a token', () => {
    expect(queryCredentials(q('user_id=10001'))).toBeNull();
    expect(queryCredentials(q('token=demo'))).toBeNull();
    expect(queryCredentials(q('user_id=&token=demo'))).toBeNull();
  });
});

describe('planEntry', () => {
  it('establishes a session from credentials when none is stored', () => {
    expect(planEntry({ now: NOW, query: q('user_id=10001&token=demo'), stored: null, auth: true }).kind).toBe('establish');
  });

  it('re-establishes when the query names another user', () => {
    expect(planEntry({ now: NOW, query: q('user_id=10006&token=demo'), stored, auth: true }).kind).toBe('establish');
  });

  it('re-establishes when the app sends a new token for the same user', () => {
    expect(planEntry({ now: NOW, query: q('user_id=10001&token=fresh'), stored, auth: true }).kind).toBe('establish');
  });

  it('keeps the stored session for the same user and app token, without a check', () => {
    expect(planEntry({ now: NOW, query: q('user_id=10001&token=demo'), stored, auth: true })).toEqual({ kind: 'useStored', session: stored });
  });

  it('uses the stored session on a page opened without credentials', () => {
    expect(planEntry({ now: NOW, query: q('lang=id'), stored, auth: true }).kind).toBe('useStored');
    expect(planEntry({ now: NOW, query: q(''), stored, auth: false }).kind).toBe('useStored');
  });

  it('trusts the query as it is with logins=true', () => {
    expect(planEntry({ now: NOW, query: q('user_id=10001&token=t&logins=true'), stored: null, auth: true })).toEqual({
      kind: 'trustQuery',
      credentials: { userId: '10001', token: 't', packageType: '' },
    });
  });

  it('treats an expired session as none: the app\'s credentials make a new one, else 404', () => {
    const expired = { ...stored, expiresAt: NOW + 30_000 };
    expect(planEntry({ now: NOW, query: q('user_id=10001&token=demo'), stored: expired, auth: true }).kind).toBe('establish');
    expect(planEntry({ now: NOW, query: q(''), stored: expired, auth: true }).kind).toBe('notFound');
    expect(planEntry({ now: NOW, query: q(''), stored: expired, auth: false }).kind).toBe('signedOut');
    expect(planEntry({ now: NOW, query: q(''), stored: { ...stored, expiresAt: null }, auth: true }).kind).toBe('useStored');
  });

  it('sends an auth page with neither credentials nor session to 404', () => {
    expect(planEntry({ now: NOW, query: q('user_id=10001'), stored: null, auth: true }).kind).toBe('notFound');
  });

  it('leaves a public page without credentials signed out, with no check', () => {
    expect(planEntry({ now: NOW, query: q('lang=id'), stored: null, auth: false }).kind).toBe('signedOut');
  });
});
