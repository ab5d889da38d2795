import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET } from '../../src/contract/dev-keys.ts';
import {
  decryptPayload,
  encryptLoginFields,
  hexToBytes,
  signFields,
  signingString,
  verifySign,
} from '../../src/contract/h5-crypto.ts';
import { h5Vectors } from '../support/vectors.ts';

const vectors = h5Vectors();

describe('h5 signing (page side)', () => {
  it('signs the sorted fields followed by the secret, as in docs/api.md', async () => {
    for (const vector of vectors) {
      expect(signingString(vector.fields)).toBe(vector.signingString);
      expect(await signFields(vector.fields, DEV_H5_SIGN_SECRET)).toBe(vector.sign);
      // The same digest computed by Node's own crypto: plain SHA-256 of the string plus the secret.
      expect(createHash('sha256').update(vector.signingString + DEV_H5_SIGN_SECRET).digest('hex')).toBe(vector.sign);
    }
  });

  it('leaves the sign field itself out of what is signed', () => {
    expect(signingString({ b: 2, a: 1, sign: 'x' })).toBe('a=1&b=2');
  });

  it('verifies a good signature and refuses a changed field or signature', async () => {
    const fields = { amount: '10000', time: 1763712000 };
    const sign = await signFields(fields, DEV_H5_SIGN_SECRET);
    expect(await verifySign({ ...fields, sign }, DEV_H5_SIGN_SECRET)).toBe(true);
    expect(await verifySign({ ...fields, amount: '10001', sign }, DEV_H5_SIGN_SECRET)).toBe(false);
    expect(await verifySign({ ...fields, sign: sign.replace(/.$/, '0') === sign ? sign.replace(/.$/, '1') : sign.replace(/.$/, '0') }, DEV_H5_SIGN_SECRET)).toBe(false);
    expect(await verifySign(fields, DEV_H5_SIGN_SECRET)).toBe(false);
  });
});

describe('h5 encryption (page side)', () => {
  it('produces the params of the test vectors from their fields, key and nonce', async () => {
    for (const vector of vectors) {
      expect(await encryptLoginFields(vector.fields, DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET, hexToBytes(vector.ivHex))).toBe(
        vector.params,
      );
    }
  });

  it('is standard AES-256-GCM: Node crypto seals the same plaintext into the same bytes', () => {
    for (const vector of vectors) {
      const plaintext = JSON.stringify({ ...vector.fields, sign: vector.sign });
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(DEV_H5_AES_KEY_HEX, 'hex'), Buffer.from(vector.ivHex, 'hex'));
      const sealed = Buffer.concat([Buffer.from(vector.ivHex, 'hex'), cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      expect(sealed.toString('base64')).toBe(vector.params);
    }
  });

  it('uses a fresh nonce each time', async () => {
    const fields = vectors[0]!.fields;
    const a = await encryptLoginFields(fields, DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET);
    const b = await encryptLoginFields(fields, DEV_H5_AES_KEY_HEX, DEV_H5_SIGN_SECRET);
    expect(a).not.toBe(b);
    expect(await decryptPayload(a, DEV_H5_AES_KEY_HEX)).toEqual(await decryptPayload(b, DEV_H5_AES_KEY_HEX));
  });

  it('refuses a key that is not 64 hex digits', async () => {
    await expect(encryptLoginFields(vectors[0]!.fields, 'abcd', DEV_H5_SIGN_SECRET)).rejects.toThrow(/64 hex/);
  });
});
