// Names given to what a request did not name (an audit batch, a red-team run): what it is and the UTC time of
// the start to the second, e.g. "redteam-2025-05-01T12:00:00Z", so that such names read in order.
export function generatedName(kind: 'audit' | 'redteam', at: Date): string {
  return `${kind}-${at.toISOString().replace(/\.\d+Z$/, 'Z')}`;
}
