// What the reference server refuses to start with: demo accounts, the development keys and the test clock each stay
// on this machine unless the operator overrides that one explicitly.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { configFromEnv, isLoopbackHost } from '../../server/services/config.ts';

/** Own keys, as a production server has them. */
const OWN_KEYS = { H5_AES_KEY: 'ab'.repeat(32), H5_SIGN_SECRET: 'an-operator-secret-of-some-length', PAYMENT_SECRET: 'the-gateway-callback-secret' };

describe('configFromEnv on a host beyond this machine', () => {
  it('starts with its own keys, no demo data and no test clock', () => {
    const config = configFromEnv({ ...OWN_KEYS, HOST: '0.0.0.0' });
    expect(config).toMatchObject({ host: '0.0.0.0', demo: false, devKeys: false, testClock: false, paymentSandbox: false });
  });

  it.each([
    ['demo data', { DEMO_DATA: '1' }, 'ALLOW_DEMO_ACCOUNTS_ON_NETWORK'],
    ['the development keys', { H5_AES_KEY: undefined, H5_SIGN_SECRET: undefined }, 'ALLOW_DEV_KEYS_ON_NETWORK'],
    ['the development sign secret alone', { H5_SIGN_SECRET: undefined }, 'ALLOW_DEV_KEYS_ON_NETWORK'],
    ['the test clock', { TEST_CLOCK: '1' }, 'ALLOW_TEST_CLOCK_ON_NETWORK'],
    ['the development payment secret (the sandbox provider)', { PAYMENT_SECRET: undefined }, 'ALLOW_DEV_PAYMENT_KEY_ON_NETWORK'],
  ])('refuses %s, naming the override', (_, risky, override) => {
    for (const host of ['0.0.0.0', '192.168.1.20', 'h5.example.com', '::']) {
      expect(() => configFromEnv({ ...OWN_KEYS, ...risky, HOST: host })).toThrow(new RegExp(`${override}=1`));
    }
    expect(configFromEnv({ ...OWN_KEYS, ...risky, HOST: '0.0.0.0', [override]: '1' }).host).toBe('0.0.0.0');
  });

  it('allows each of them on loopback', () => {
    const config = configFromEnv({ DEMO_DATA: '1', TEST_CLOCK: '1', HOST: '127.0.0.1' });
    expect(config).toMatchObject({ demo: true, devKeys: true, testClock: true, paymentSandbox: true });
    for (const host of ['127.0.0.1', '127.8.9.10', 'localhost', '::1']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '10.0.0.1', '128.0.0.1', 'localhost.example.com', '127.0.0.1.example.com']) expect(isLoopbackHost(host)).toBe(false);
  });

  it('keeps demo data off unless DEMO_DATA=1', () => {
    expect(configFromEnv({}).demo).toBe(false);
    expect(configFromEnv({ DEMO_DATA: 'yes' }).demo).toBe(false);
  });
});

describe('server/main.ts', () => {
  it('exits with the reason instead of serving demo accounts to the network', () => {
    const result = spawnSync(process.execPath, ['server/main.ts'], {
      env: { ...process.env, ...OWN_KEYS, HOST: '0.0.0.0', PORT: '0', DB_PATH: ':memory:', DEMO_DATA: '1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/ALLOW_DEMO_ACCOUNTS_ON_NETWORK=1/);
  });
});
