// Draws the demo catalogue's preview pictures (server/demo/decor.ts) into public/decor/<id>.svg: one small SVG per
// item in its two colours, drawn as it is shown around the user's avatar, behind a chat line, on a live room or under
// a gift. Run `node scripts/decor-previews.ts` after changing the demo catalogue; an operator's own items bring their own.
import { writeFileSync } from 'node:fs';
import type { DecorCategory } from '../src/domain/decor.ts';
import { DEMO_DECOR } from '../server/demo/decor.ts';

function drawing(category: DecorCategory, a: string, b: string): { viewBox: string; body: string; stretch?: boolean } {
  const grad = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
  switch (category) {
    case 'avatarFrame':
      return { viewBox: '0 0 64 64', body: `${grad}<circle cx="32" cy="32" r="28" fill="none" stroke="url(#g)" stroke-width="5"/><circle cx="32" cy="32" r="24.5" fill="none" stroke="${b}" stroke-width="1"/><path d="M24 6l8-5 8 5-8 4z" fill="${a}"/><circle cx="6" cy="40" r="3" fill="${b}"/><circle cx="58" cy="40" r="3" fill="${b}"/>` };
    case 'mount':
      return { viewBox: '0 0 64 40', body: `${grad}<path d="M4 26c3-9 12-15 24-15h6c10 0 20 6 26 15z" fill="url(#g)"/><rect x="4" y="24" width="56" height="7" rx="3.5" fill="${a}"/><path d="M30 13h8l5 9H27z" fill="#fff" opacity=".7"/><circle cx="16" cy="32" r="6" fill="#2b2b36"/><circle cx="48" cy="32" r="6" fill="#2b2b36"/><circle cx="16" cy="32" r="2" fill="${b}"/><circle cx="48" cy="32" r="2" fill="${b}"/>` };
    case 'specialId':
      return { viewBox: '0 0 96 28', stretch: true, body: `${grad}<rect x="1" y="1" width="94" height="26" rx="13" fill="url(#g)" stroke="${a}" stroke-width="2"/><path d="M8 14l4-5 4 5-4 5z" fill="#fff" opacity=".85"/>` };
    case 'bubble':
      return { viewBox: '0 0 120 40', stretch: true, body: `${grad}<rect x="1" y="1" width="118" height="38" rx="14" fill="url(#g)" stroke="${a}" stroke-width="2"/><circle cx="110" cy="8" r="3" fill="#fff" opacity=".8"/>` };
    case 'liveBackground':
      return { viewBox: '0 0 48 64', body: `${grad}<rect width="48" height="64" rx="4" fill="url(#g)"/><circle cx="34" cy="16" r="7" fill="#fff" opacity=".55"/><path d="M0 50l12-12 10 8 12-14 14 14v18H0z" fill="${a}" opacity=".7"/><circle cx="10" cy="10" r="1.5" fill="#fff"/><circle cx="20" cy="22" r="1" fill="#fff"/>` };
    case 'micFrame':
      return { viewBox: '0 0 64 64', body: `${grad}<circle cx="32" cy="32" r="27" fill="none" stroke="url(#g)" stroke-width="5" stroke-dasharray="9 4"/><rect x="27" y="17" width="10" height="18" rx="5" fill="${a}"/><path d="M22 31a10 10 0 0 0 20 0M32 41v6" fill="none" stroke="${a}" stroke-width="3"/>` };
    case 'giftRunway':
      return { viewBox: '0 0 160 32', stretch: true, body: `${grad}<rect x="1" y="1" width="158" height="30" rx="15" fill="url(#g)"/><path d="M116 9l7 7-7 7M128 9l7 7-7 7M140 9l7 7-7 7" fill="none" stroke="#fff" stroke-width="3"/><circle cx="16" cy="16" r="10" fill="#fff" opacity=".85"/><path d="M11 14h10v8H11zM10 11h12v3H10zM16 11v11" fill="none" stroke="${a}" stroke-width="1.6"/>` };
    case 'profileCard':
      return { viewBox: '0 0 64 48', body: `${grad}<rect x="2.5" y="2.5" width="59" height="43" rx="6" fill="#fff" stroke="url(#g)" stroke-width="5"/><circle cx="17" cy="20" r="6" fill="${b}"/><rect x="27" y="15" width="24" height="4" rx="2" fill="#b4b4c3"/><rect x="27" y="23" width="16" height="4" rx="2" fill="#d9d9e3"/><rect x="11" y="33" width="42" height="4" rx="2" fill="${b}"/>` };
  }
}

for (const [id, category, a, b] of DEMO_DECOR) {
  const { viewBox, body, stretch } = drawing(category, a, b);
  const aspect = stretch ? ' preserveAspectRatio="none"' : '';
  writeFileSync(`public/decor/${id}.svg`, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"${aspect}>${body}</svg>\n`);
}
console.log(`${DEMO_DECOR.length} previews in public/decor/`);
