// The shapes of ids the API accepts. Apart from endpoints.ts so that the boot script, which reads the package type,
// brings no endpoint table along. Erasable TypeScript, shared by the site and the server.

/**
 * Ids (users, records) are positive integers of at most 15 digits, so `Number` holds them exactly, written canonically
 * like every integer field (src/domain/integer.ts): no leading zero.
 */
export const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** The app's package types are digits (1, 2, 5, ...); empty means none was given. */
export const PACKAGE_TYPE_PATTERN = /^\d{0,9}$/;
