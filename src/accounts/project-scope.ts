// Keys limited to projects: every place a request names a project (body project_name, query project_name or
// project, the x-assay-project header, /v2/projects/{name}, a red-team project_id) must name one of the
// key's projects, else 403. Checked once, after validation, so each area's service stays unaware of it.
import type { FastifyRequest } from 'fastify';
import { errors } from '../http/errors.js';
import { DEFAULT_PROJECT, defaultProjectFor } from './default-project.js';

interface RequestParts {
  method: string;
  route: string;
  body: unknown;
  query: unknown;
  params: unknown;
  projectHeader: string | undefined;
  /** The caller's default project (projects/default-project.ts). */
  defaultProject: string;
}

// Routes that fall back to a project when none is named; a limited key must name one it may use, unless
// the fallback is among its projects. 'caller': the caller's default project (projects/default-project.ts).
const DEFAULT_PROJECT_ROUTES: Record<string, string | null> = {
  'POST /api/v1/traces': DEFAULT_PROJECT,
  // OTLP may name projects per resource inside the body: a limited key must use the header instead.
  'POST /v1/traces': null,
  'POST /v2/failure-analysis/analyze': 'caller',
  'POST /v2/evaluate': 'caller',
  'POST /v2/security/audit': 'caller',
  'POST /v2/security/redteam': 'caller',
};

function field(value: unknown, name: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The project names a request uses; `missing` when the route would fall back to a project not named. */
export function namedProjects(parts: RequestParts): { names: string[]; missing: boolean; projectId: string | null } {
  const names = [
    text(field(parts.body, 'project_name')),
    text(field(parts.query, 'project_name')),
    text(field(parts.query, 'project')),
    text(parts.projectHeader),
    parts.route.startsWith('/v2/projects/') ? text(field(parts.params, 'name')) : null,
    parts.method === 'POST' && parts.route === '/v2/projects' ? text(field(parts.body, 'name')) : null,
  ].filter((n): n is string => n !== null);
  const fallbackKey = `${parts.method} ${parts.route}`;
  let missing = false;
  const projectId = text(field(parts.body, 'project_id'));
  if (names.length === 0 && projectId === null && fallbackKey in DEFAULT_PROJECT_ROUTES) {
    const route = DEFAULT_PROJECT_ROUTES[fallbackKey];
    const fallback = route === 'caller' ? parts.defaultProject : route;
    if (fallback === null) missing = true;
    else names.push(fallback);
  }
  return { names, missing, projectId };
}

export async function enforceProjectScope(request: FastifyRequest, allowed: string[]): Promise<void> {
  const header = request.headers['x-assay-project'];
  const { names, missing, projectId } = namedProjects({
    method: request.method,
    route: request.routeOptions.url ?? '',
    body: request.body,
    query: request.query,
    params: request.params,
    projectHeader: Array.isArray(header) ? header[0] : header,
    defaultProject: defaultProjectFor({ projects: allowed }),
  });
  if (missing) throw errors.projectMissingForLimitedKey(allowed);
  if (projectId) {
    const rows = await request.server.store.query<{ name: string }>('SELECT name FROM projects WHERE id = $1 AND owner_id = $2', [
      projectId,
      request.principal!.userId,
    ]);
    if (rows[0]) names.push(rows[0].name);
  }
  const refused = names.find((n) => !allowed.includes(n));
  if (refused !== undefined) throw errors.projectNotAllowed(refused, allowed);
}
