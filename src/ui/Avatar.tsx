// A person's avatar. Accounts carry no photo in this system, so the avatar is the nickname's first letter on a colour
// picked from the user id: the same person always looks the same, two people rarely alike, and nothing to download
// (/followList, /meshare, the dealer and sub-agent lists, transfers, /castmanage).
interface Props {
  nickname: string;
  userId: string;
  /** Square size in CSS pixels. */
  size?: number;
}

/** Background colours, all dark enough for white text (WCAG AA). */
const COLOURS = ['#c2185b', '#7b1fa2', '#303f9f', '#0277bd', '#00796b', '#2e7d32', '#ef6c00', '#5d4037'] as const;

/** The initials avatar; decorative (the nickname is always written beside it). */
export function Avatar({ nickname, userId, size = 44 }: Props) {
  const letter = [...nickname.trim()][0]?.toUpperCase() ?? '?';
  const colour = COLOURS[Number(userId.slice(-6)) % COLOURS.length] ?? COLOURS[0];
  return (
    <span className="ui-avatar" aria-hidden="true" style={{ width: size, height: size, lineHeight: `${size}px`, fontSize: Math.round(size * 0.42), background: colour }}>
      {letter}
    </span>
  );
}
