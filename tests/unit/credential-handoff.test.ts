// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOFF_KEY, HANDOFF_MAX_AGE_MS, handOver, receiveCredentials, splitCredentials, withCredentialFragment } from '../../src/lib/credential-handoff.ts';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('splitCredentials', () => {
  it('takes every credential parameter and keeps the rest of the address', () => {
    expect(splitCredentials('https://h5.example.com/mall?lang=id&user_id=1&token=t&package_type=5&logins=true#top')).toEqual({
      credentials: 'user_id=1&token=t&logins=true',
      cleaned: 'https://h5.example.com/mall?lang=id&package_type=5#top',
    });
    expect(splitCredentials('https://h5.example.com/mall?lang=id')).toEqual({ credentials: '', cleaned: 'https://h5.example.com/mall?lang=id' });
  });

  it('takes credentials out of the fragment they crossed a redirect in', () => {
    const next = withCredentialFragment('https://h5.example.com/id/mall?lang=id', 'user_id=1&token=a%26b');
    expect(splitCredentials(next)).toEqual({ credentials: 'user_id=1&token=a%26b', cleaned: 'https://h5.example.com/id/mall?lang=id' });
  });
});

describe('receiveCredentials', () => {
  it('reads handed-over credentials once', () => {
    handOver('user_id=1&token=t', 1_000);
    window.h5Credentials = '';
    expect(receiveCredentials(2_000).get('user_id')).toBe('1');
    expect(receiveCredentials(2_000).toString()).toBe('');
    expect(sessionStorage.getItem(HANDOFF_KEY)).toBeNull();
  });

  it('ignores credentials of an entry that never ran, and foreign values', () => {
    handOver('user_id=1&token=t', 1_000);
    window.h5Credentials = '';
    expect(receiveCredentials(1_000 + HANDOFF_MAX_AGE_MS).toString()).toBe('');
    sessionStorage.setItem(HANDOFF_KEY, '{not json');
    expect(receiveCredentials(1_000).toString()).toBe('');
  });

  it('keeps them in memory on the same page when storage is off', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(handOver('user_id=1&token=t', 1_000)).toBe(false);
    expect(receiveCredentials(1_000).get('token')).toBe('t');
  });
});
