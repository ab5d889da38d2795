import { describe, expect, it } from 'vitest';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  inviteCodeFrom,
  normalizeInviteCode,
} from '../../../src/domain/agency-invite.ts';

describe('invite codes', () => {
  it('are 6 letters without I, O, 0 and 1, typed in any case and with spaces', () => {
    expect(INVITE_CODE_LENGTH).toBe(6);
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[IO01]/);
    expect(normalizeInviteCode(' bntg 26 ')).toBe('BNTG26');
    for (const bad of ['BNTG2', 'BNTG267', 'INCOME', 'B0TG26', 'BNTG2!', '', 'ＢＮＴＧ２６']) expect(normalizeInviteCode(bad), bad).toBeNull();
  });

  it('are drawn from the alphabet with the given source', () => {
    expect(inviteCodeFrom(() => 0)).toBe('AAAAAA');
    expect(inviteCodeFrom(() => 0.999999)).toBe('999999');
    const code = inviteCodeFrom(Math.random);
    expect(normalizeInviteCode(code)).toBe(code);
  });
});
