// Names given to what a request did not name (an audit batch, a red-team run): what it is and the UTC time of
// the start to the second, e.g. "redteam-2025-05-01T12:00:00Z", so that such names read in order. A replay is
// named after the run it replays, with its own time, so a list tells replays of one run apart.

/** The longest name of a run or batch (the schemas' maxLength, in characters). */
export const MAX_RUN_NAME_LENGTH = 200;

const utcSecond = (at: Date) => at.toISOString().replace(/\.\d+Z$/, 'Z');

export function generatedName(kind: 'audit' | 'redteam', at: Date): string {
  return `${kind}-${utcSecond(at)}`;
}

/**
 * A replay's name when the request gives none: "<replayed run's name> (replay <time>)", e.g.
 * "nightly guard check (replay 2025-05-02T08:00:00Z)". A long name is cut (by characters, never inside one,
 * with "…") so the whole stays within MAX_RUN_NAME_LENGTH.
 */
export function replayName(replayedName: string, at: Date): string {
  const suffix = ` (replay ${utcSecond(at)})`;
  const room = MAX_RUN_NAME_LENGTH - suffix.length;
  const characters = Array.from(replayedName);
  const base = characters.length <= room ? replayedName : `${characters.slice(0, room - 1).join('')}…`;
  return `${base}${suffix}`;
}
