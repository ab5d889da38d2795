// Reads the checkToken test vectors out of docs/api.md, so the document and both sides cannot drift apart.
import { readFileSync } from 'node:fs';

/** One vector: fields, what is signed, the signature, the nonce and the resulting `params`. */
export interface H5Vector {
  fields: { user_id: string; token: string; package_type: string; time: number };
  signingString: string;
  sign: string;
  ivHex: string;
  params: string;
}

/** The vectors of docs/api.md ("### Test vectors"). */
export function h5Vectors(): H5Vector[] {
  const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('### Test vectors'));
  const block = section.match(/```json\n([\s\S]*?)\n```/);
  if (!block?.[1]) throw new Error('docs/api.md has no test vectors block');
  return JSON.parse(block[1]) as H5Vector[];
}
