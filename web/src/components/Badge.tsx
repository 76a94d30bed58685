// A small coloured label for severities, decisions and statuses (classes in styles.css).
export function Badge({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="muted">—</span>;
  return <span className={`badge ${value.toLowerCase()}`}>{value}</span>;
}
