// A drawn preview of a dress-up: a small picture of its category in the item's two colours, so the shop shows every
// item without downloading images.
import { useId } from 'react';
import type { DecorCategory } from '../../domain/decor.ts';

interface Props {
  category: DecorCategory;
  colors: readonly [string, string];
  /** Greyed out (an expired item). */
  faded?: boolean;
}

/** The 64 x 64 preview; decorative, the item's name is always beside it. */
export function DecorPreview({ category, colors, faded = false }: Props) {
  const id = useId().replace(/:/g, '');
  const fill = `url(#${id})`;
  const [from, to] = colors;
  return (
    <svg className={faded ? 'acc-preview acc-preview--faded' : 'acc-preview'} width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      {category === 'avatarFrame' && (
        <>
          <circle cx="32" cy="32" r="22" fill="#d9d9e3" />
          <circle cx="32" cy="27" r="8" fill="#b4b4c3" />
          <path d="M17 46a15 12 0 0 1 30 0" fill="#b4b4c3" />
          <circle cx="32" cy="32" r="26" fill="none" stroke={fill} strokeWidth="6" />
          <circle cx="32" cy="6" r="4" fill={to} />
        </>
      )}
      {category === 'mount' && (
        <>
          <path d="M6 40c4-12 14-18 26-18s20 6 26 18z" fill={fill} />
          <rect x="6" y="38" width="52" height="8" rx="4" fill={from} />
          <circle cx="18" cy="48" r="6" fill="#3b3b48" />
          <circle cx="46" cy="48" r="6" fill="#3b3b48" />
        </>
      )}
      {category === 'specialId' && (
        <>
          <rect x="4" y="20" width="56" height="24" rx="12" fill={fill} />
          <text x="32" y="37" textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff">ID 888</text>
        </>
      )}
      {category === 'bubble' && (
        <>
          <path d="M8 14h48a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6H26l-10 10v-10H8a6 6 0 0 1-6-6V20a6 6 0 0 1 6-6z" fill={fill} />
          <rect x="12" y="24" width="34" height="4" rx="2" fill="#fff" />
          <rect x="12" y="32" width="22" height="4" rx="2" fill="#fff" />
        </>
      )}
      {category === 'liveBackground' && (
        <>
          <rect x="8" y="2" width="48" height="60" rx="6" fill={fill} />
          <circle cx="20" cy="16" r="3" fill="#fff" />
          <circle cx="44" cy="24" r="2" fill="#fff" />
          <circle cx="30" cy="44" r="2.5" fill="#fff" />
        </>
      )}
      {category === 'micFrame' && (
        <>
          <circle cx="32" cy="32" r="24" fill="none" stroke={fill} strokeWidth="6" strokeDasharray="10 4" />
          <rect x="27" y="18" width="10" height="18" rx="5" fill="#3b3b48" />
          <path d="M22 32a10 10 0 0 0 20 0M32 42v6" fill="none" stroke="#3b3b48" strokeWidth="3" />
        </>
      )}
      {category === 'giftRunway' && (
        <>
          <rect x="2" y="22" width="60" height="20" rx="10" fill={fill} />
          <path d="M14 26l8 6-8 6M26 26l8 6-8 6M38 26l8 6-8 6" fill="none" stroke="#fff" strokeWidth="3" />
        </>
      )}
      {category === 'profileCard' && (
        <>
          <rect x="6" y="10" width="52" height="44" rx="6" fill="#fff" stroke={fill} strokeWidth="5" />
          <circle cx="22" cy="28" r="7" fill={from} />
          <rect x="33" y="23" width="18" height="4" rx="2" fill="#b4b4c3" />
          <rect x="33" y="31" width="12" height="4" rx="2" fill="#d9d9e3" />
          <rect x="14" y="42" width="36" height="4" rx="2" fill="#d9d9e3" />
        </>
      )}
    </svg>
  );
}
