import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { bearerSecurity, standardErrors } from '../http/common-schemas.js';
import { errors } from '../http/errors.js';
import { ensureProject, findProject, listProjects } from './projects.js';
import { ProjectName } from '../http/common-schemas.js';
import { Project, ProjectCreate, ProjectCustomRules, ProjectSettings, ProjectSettingsUpdate } from './schemas.js';
import { getProjectRules, putProjectRules } from './custom-rules.js';
import type { CustomRule } from '../core/rules/custom-rule.js';
import { getProjectSettings, putProjectSettings, type ProjectSettings as Settings } from './settings.js';

export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['Projects'];
  app.post<{ Body: Static<typeof ProjectCreate> }>(
    '/v2/projects',
    {
      schema: {
        operationId: 'createProject',
        summary: 'Create a project',
        description: 'Creates a project of the caller. Idempotent: an existing name answers 200 with the project, a new one 201.',
        tags,
        security: bearerSecurity,
        body: Type.Ref(ProjectCreate),
        response: { 200: Type.Ref(Project), 201: Type.Ref(Project), ...standardErrors },
      },
    },
    async (request, reply) => {
      const { project, created } = await ensureProject(request.server.store, request.principal!.userId, request.body.name);
      return reply.code(created ? 201 : 200).send(project);
    },
  );

  app.get(
    '/v2/projects',
    {
      schema: {
        operationId: 'listProjects',
        summary: "List the caller's projects",
        tags,
        security: bearerSecurity,
        response: { 200: Type.Array(Type.Ref(Project)), ...standardErrors },
      },
    },
    async (request) => {
      const projects = await listProjects(request.server.store, request.principal!.userId);
      const limit = request.principal!.projects;
      return limit ? projects.filter((p) => limit.includes(p.name)) : projects;
    },
  );

  app.get<{ Params: { name: string } }>(
    '/v2/projects/:name',
    {
      schema: {
        operationId: 'getProject',
        summary: 'Show one project',
        tags,
        security: bearerSecurity,
        params: Type.Object({ name: ProjectName }),
        response: { 200: Type.Ref(Project), ...standardErrors },
      },
    },
    async (request) => {
      const project = await findProject(request.server.store, request.principal!.userId, request.params.name);
      if (!project) throw errors.notFound('Project', request.params.name);
      return project;
    },
  );

  const settingsSchema = {
    tags,
    security: bearerSecurity,
    params: Type.Object({ name: ProjectName }),
    response: { 200: Type.Ref(ProjectSettings), ...standardErrors },
  };
  async function projectOr404(request: { server: FastifyInstance; principal?: { userId: string }; params: { name: string } }) {
    const project = await findProject(request.server.store, request.principal!.userId, request.params.name);
    if (!project) throw errors.notFound('Project', request.params.name);
    return project;
  }
  app.get<{ Params: { name: string } }>(
    '/v2/projects/:name/settings',
    { schema: { ...settingsSchema, operationId: 'getProjectSettings', summary: "A project's alert, CI-gate and review thresholds" } },
    async (request) => getProjectSettings(request.server.store, (await projectOr404(request)).id),
  );
  app.put<{ Params: { name: string }; Body: Partial<Settings> }>(
    '/v2/projects/:name/settings',
    {
      schema: {
        ...settingsSchema,
        operationId: 'putProjectSettings',
        summary: "Replace a project's thresholds",
        body: Type.Ref(ProjectSettingsUpdate),
      },
    },
    async (request) => putProjectSettings(request.server.store, (await projectOr404(request)).id, request.body),
  );

  const rulesSchema = { ...settingsSchema, response: { 200: Type.Ref(ProjectCustomRules), ...standardErrors } };
  app.get<{ Params: { name: string } }>(
    '/v2/projects/:name/custom-rules',
    { schema: { ...rulesSchema, operationId: 'getProjectCustomRules', summary: "A project's custom rules, run by each of its failure analyses" } },
    async (request) => ({ custom_rules: await getProjectRules(request.server.store, (await projectOr404(request)).id) }),
  );
  app.put<{ Params: { name: string }; Body: { custom_rules: CustomRule[] } }>(
    '/v2/projects/:name/custom-rules',
    {
      schema: { ...rulesSchema, operationId: 'putProjectCustomRules', summary: "Replace a project's custom rules", body: Type.Ref(ProjectCustomRules) },
    },
    async (request) => ({
      custom_rules: await putProjectRules(request.server.store, (await projectOr404(request)).id, request.body.custom_rules),
    }),
  );
}
