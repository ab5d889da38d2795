// Development defaults of the build-time keys (PUBLIC_H5_AES_KEY, PUBLIC_H5_SIGN_SECRET) and of the reference
// server's matching H5_AES_KEY and H5_SIGN_SECRET. They ship to browsers and are not secrets (DESIGN 3);
// operators set their own (docs/deploy.md).

/** Development AES-256 key, 64 hex digits. */
export const DEV_H5_AES_KEY_HEX = '6c6976652d636f6d70616e696f6e2d68352d6465762d6165732d6b65792d3031';
/** Development signing secret. */
export const DEV_H5_SIGN_SECRET = 'live-companion-h5-dev-sign-secret';
