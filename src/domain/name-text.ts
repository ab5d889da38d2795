// The characters no name may hold (issue 24, docs/rules.md): text a person types as a name (an agency, a bank account
// holder, a family, an operator on the ban form) is shown to others, so nothing in it may be invisible or turn the
// text around it. Shared by the pages (checked before sending) and the server (checked again). Erasable TypeScript.

/**
 * C0 and C1 controls (U+0000-U+001F, U+007F-U+009F), line and paragraph separators, and every invisible format
 * character: zero-width space and joiners, direction marks (U+200B-U+200F), bidi embeddings and overrides
 * (U+202A-U+202E), isolates (U+2066-U+2069), the byte-order mark (U+FEFF), soft hyphen and the like.
 */
const FORBIDDEN_IN_NAME = /[\p{Cc}\p{Zl}\p{Zp}\p{Cf}]/u;

/** A zero-width joiner between two emoji (👨‍👩‍👧): the one format character that is part of what people type. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200d(?=\p{Extended_Pictographic})/gu;

/** Assumed (docs/rules.md): true when `text` holds a character no name may hold (emoji sequences aside). */
export function hasForbiddenNameChars(text: string): boolean {
  return FORBIDDEN_IN_NAME.test(text.replace(EMOJI_JOINER, ''));
}

/** The same rule for longer text that may break lines (a notice, a reason): line feeds are allowed, nothing else. */
export function hasForbiddenTextChars(text: string): boolean {
  return hasForbiddenNameChars(text.replace(/\r?\n/g, ''));
}
