// Where a dataset file is for a SARIF report: a path relative to the repository root, as code-scanning viewers
// (GitHub, GitLab) resolve it, never absolute and never climbing out with "../".
import fs from 'node:fs';
import path from 'node:path';

/** The nearest directory at or above `dir` that holds `.git` (a repository root), or null. */
export function repositoryRoot(dir: string): string | null {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, '.git'))) return at;
    if (path.dirname(at) === at) return null;
  }
}

/**
 * The file's URI relative to `base` (default: the repository holding the file, else the current directory), with
 * forward slashes. A file outside the base is named by its file name alone, and `outside` says so.
 */
export function relativeUri(file: string, base?: string): { uri: string; base: string; outside: boolean } {
  const absolute = path.resolve(file);
  const root = path.resolve(base ?? repositoryRoot(path.dirname(absolute)) ?? process.cwd());
  const relative = path.relative(root, absolute);
  const outside = relative === '' || relative.startsWith('..') || path.isAbsolute(relative);
  const uri = (outside ? path.basename(absolute) : relative).split(path.sep).map(encodeURIComponent).join('/');
  return { uri, base: root, outside };
}
