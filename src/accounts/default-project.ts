// The project a request uses when it names none: every body field of the analysis, audit and red-team
// operations is optional, so a caller who sends only data still gets it filed somewhere predictable.
import type { Principal } from './api-keys.js';

/** The project of callers who name none, created on first use. */
export const DEFAULT_PROJECT = 'default';

/**
 * The caller's default project: for a key limited to exactly one project, that project (it can use no
 * other); otherwise the project named `default` (a key limited to several projects must still name one,
 * unless `default` is among them: accounts/project-scope.ts refuses it with a message that lists them).
 */
export function defaultProjectFor(principal: Pick<Principal, 'projects'>): string {
  return principal.projects?.length === 1 ? principal.projects[0] : DEFAULT_PROJECT;
}

/** The project a request names, else the caller's default project. */
export function projectNameOr(name: string | null | undefined, principal: Pick<Principal, 'projects'>): string {
  return name ? name : defaultProjectFor(principal);
}
