import { SPINNER_DEFAULTS } from '@/lib/config/constants';

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /** Any CSS colour. */
  color?: string;
  /** Seconds per turn. */
  speed?: number;
  /** Text for screen readers. */
  label?: string;
}

/** A spinning ring; the defaults are the spec's (size 40, black, 1.3 s a turn). */
export function Spinner({
  size = SPINNER_DEFAULTS.size,
  color = SPINNER_DEFAULTS.color,
  speed = SPINNER_DEFAULTS.speed,
  label = 'Loading…',
}: SpinnerProps) {
  return (
    <span
      role="status"
      className="lf-spinner"
      data-testid="spinner"
      style={{
        width: size,
        height: size,
        borderColor: color,
        borderRightColor: 'transparent',
        borderWidth: Math.max(2, Math.round(size / 10)),
        animationDuration: `${speed}s`,
      }}
    >
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
