// A duration for a person to read: "1.2 s", "42 s", "58 min", "2 h 5 min", "3 days", never "3474 s". Minutes and
// longer round up: a "try again in" must not say sooner than it is. Pure.

export function durationText(seconds: number): string {
  const s = Math.max(0, seconds);
  if (s < 10) return `${Number(s.toFixed(1))} s`;
  if (s < 60) return `${Math.round(s)} s`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const rest = minutes % 60;
    return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
  }
  const days = Math.ceil(minutes / (24 * 60));
  return `${days} day${days === 1 ? '' : 's'}`;
}
