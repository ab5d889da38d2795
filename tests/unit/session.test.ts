import { describe, expect, it } from 'vitest';
import { $session, $storedSession, endSession, parseStoredSession, startSession } from '../../src/lib/session.ts';

describe('parseStoredSession', () => {
  it('reads a stored session back', () => {
    const session = { userId: '10001', token: 't', packageType: '1', appToken: 'demo', expiresAt: 1_763_712_000_000 };
    expect(parseStoredSession(JSON.stringify(session))).toEqual(session);
  });

  it('treats missing, malformed or incomplete values as no session', () => {
    for (const raw of [undefined, '', 'null', '{oops', '{"userId":"1"}', '{"userId":1,"token":"t","packageType":"1","appToken":"d"}', '{"userId":"","token":"t","packageType":"","appToken":""}']) {
      expect(parseStoredSession(raw)).toBeNull();
    }
  });
});

describe('session store', () => {
  it('is checking at build time, in after a start and out after an end', () => {
    expect($session.get()).toEqual({ status: 'checking' });
    startSession({ userId: '10002', token: 'auth', packageType: '2', appToken: 'demo', expiresAt: null });
    expect($session.get()).toEqual({ status: 'in', isLogin: true, userId: '10002', token: 'auth', packageType: '2' });
    expect($storedSession.get()?.userId).toBe('10002');
    endSession();
    expect($session.get()).toEqual({ status: 'out' });
    expect($storedSession.get()).toBeNull();
  });
});
