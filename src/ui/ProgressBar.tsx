// A progress bar with its value told to screen readers (bonus steps, valid days).

interface Props {
  /** 0 to 1; clamped. */
  value: number;
  /** What the bar measures, for screen readers. */
  label: string;
}

/** A thin horizontal bar filled to `value`. */
export function ProgressBar({ value, label }: Props) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="ui-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span className="ui-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
