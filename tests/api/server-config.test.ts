// What the reference server refuses to start with: demo accounts, the development keys and the test clock each stay
// on this machine unless the operator overrides that one explicitly.
import { spawn, spawnSync } from 'node:child_process';
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

  it('refuses demo data, the test clock, the published keys and the sandbox behind a reverse proxy on loopback, unless allowed', () => {
    for (const [risky, override] of [
      [{ DEMO_DATA: '1' }, 'ALLOW_DEMO_ACCOUNTS_ON_NETWORK'],
      [{ TEST_CLOCK: '1' }, 'ALLOW_TEST_CLOCK_ON_NETWORK'],
      [{ PAYMENT_SECRET: undefined }, 'ALLOW_DEV_PAYMENT_KEY_ON_NETWORK'],
      [{ H5_SIGN_SECRET: undefined }, 'ALLOW_DEV_KEYS_ON_NETWORK'],
    ] as const) {
      expect(() => configFromEnv({ ...OWN_KEYS, ...risky, HOST: '127.0.0.1', TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY=1.*ALLOW_DEMO_BEHIND_PROXY=1/);
      expect(configFromEnv({ ...OWN_KEYS, ...risky, HOST: '127.0.0.1', TRUST_PROXY: '1', [override]: '1' }).trustProxy).toBe(true);
    }
    // `npm start` behind a proxy: demo accounts, development keys and the sandbox, all allowed by the one override.
    expect(configFromEnv({ DEMO_DATA: '1', TRUST_PROXY: '1', ALLOW_DEMO_BEHIND_PROXY: '1' })).toMatchObject({ demo: true, paymentSandbox: true, trustProxy: true });
    expect(configFromEnv({ ...OWN_KEYS, TRUST_PROXY: '1' })).toMatchObject({ demo: false, trustProxy: true });
    // The override is for loopback behind a proxy only: on the network the per-risk overrides still apply.
    expect(() => configFromEnv({ ...OWN_KEYS, DEMO_DATA: '1', HOST: '0.0.0.0', TRUST_PROXY: '1', ALLOW_DEMO_BEHIND_PROXY: '1' })).toThrow(/ALLOW_DEMO_ACCOUNTS_ON_NETWORK=1/);
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

  it('exits with the reason instead of serving demo accounts through a reverse proxy on loopback', () => {
    const result = spawnSync(process.execPath, ['server/main.ts'], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DB_PATH: ':memory:', DEMO_DATA: '1', TRUST_PROXY: '1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/ALLOW_DEMO_BEHIND_PROXY=1/);
  });

  it('says in its output that a reverse proxy would make the demo accounts and the sandbox pay page public', async () => {
    const child = spawn(process.execPath, ['server/main.ts'], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DB_PATH: ':memory:', DEMO_DATA: '1' },
    });
    let output = '';
    const said = await new Promise<boolean>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Every route:')) resolve(true);
      });
      child.on('exit', () => resolve(false));
    });
    child.kill();
    expect(said).toBe(true);
    expect(output).toMatch(/reverse proxy forwards to this port, the demo accounts and the sandbox pay page .* are public/);
  }, 60_000);
});
