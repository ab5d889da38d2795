// A person's avatar without an image: their initial on a colour taken from their id, so it never needs a download.
interface Props {
  name: string;
  id: string;
  size?: number;
}

const COLORS = ['#ff7a9c', '#7a8cff', '#3bbf9d', '#f2a541', '#a66cff', '#4db6e8', '#e86b5f', '#8bc34a'];

/** A round initial, decorative (the name is always shown beside it). */
export function Avatar({ name, id, size = 44 }: Props) {
  const color = COLORS[Number(id.slice(-3)) % COLORS.length] ?? COLORS[0];
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return (
    <span className="acc-avatar" aria-hidden="true" style={{ width: size, height: size, background: color, fontSize: Math.round(size * 0.42) }}>
      {initial}
    </span>
  );
}
