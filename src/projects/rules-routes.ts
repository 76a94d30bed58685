// The catalogue of named rules (issue 35): GET /v2/rules lists the built-in rules and, for a named project, its
// custom rules — every id a tag's evidence can name as `metadata.rule_id` — with what each reads, its examples and
// its source; GET /v2/rules/{rule_id} explains one. The catalogue itself is pure (core/catalogue/).
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { bearerSecurity, ProjectName, standardErrors } from '../http/common-schemas.js';
import { errors } from '../http/errors.js';
import { builtInRules, customRules, filterRules } from '../core/catalogue/catalogue.js';
import { CatalogueRule, RuleCatalogue } from '../core/shapes/rule-catalogue.js';
import { getProjectRules } from './custom-rules.js';
import { findProject } from './projects.js';

const RulesQuery = Type.Object(
  {
    project_name: Type.Optional(ProjectName),
    kind: Type.Optional(CatalogueRule.properties.kind),
    area: Type.Optional(CatalogueRule.properties.area),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Only rules whose id or description holds this text (any case).' })),
  },
  { additionalProperties: false },
);
type RulesQuery = Static<typeof RulesQuery>;

const RuleQuery = Type.Object({ project_name: Type.Optional(ProjectName) }, { additionalProperties: false });

async function catalogueFor(app: FastifyInstance, userId: string, projectName: string | undefined): Promise<CatalogueRule[]> {
  if (projectName === undefined) return builtInRules;
  const project = await findProject(app.store, userId, projectName);
  if (!project) throw errors.notFound('Project', projectName);
  return [...builtInRules, ...customRules(await getProjectRules(app.store, project.id))];
}

export async function ruleCatalogueRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['Rules'];
  app.get<{ Querystring: RulesQuery }>(
    '/v2/rules',
    {
      schema: {
        operationId: 'listRules',
        summary: 'List the named rules',
        description:
          "Every rule a tag can name in evidence_items[].metadata.rule_id: Assay's built-in rules and, with project_name, the " +
          "project's custom rules; filtered by kind, area or text.",
        tags,
        security: bearerSecurity,
        querystring: RulesQuery,
        response: { 200: Type.Ref(RuleCatalogue), ...standardErrors },
      },
    },
    async (request) => {
      const { project_name, ...filter } = request.query;
      const rules = filterRules(await catalogueFor(request.server, request.principal!.userId, project_name), filter);
      return { rules, total: rules.length };
    },
  );

  app.get<{ Params: { rule_id: string }; Querystring: Static<typeof RuleQuery> }>(
    '/v2/rules/:rule_id',
    {
      schema: {
        operationId: 'getRule',
        summary: 'Explain one named rule',
        description: "One rule of the catalogue: what it reads, its examples, its source. A project's custom rule (`rule:<name>`) needs project_name.",
        tags,
        security: bearerSecurity,
        params: Type.Object({ rule_id: Type.String({ minLength: 1, maxLength: 200 }) }),
        querystring: RuleQuery,
        response: { 200: Type.Ref(CatalogueRule), ...standardErrors },
      },
    },
    async (request) => {
      const rules = await catalogueFor(request.server, request.principal!.userId, request.query.project_name);
      const rule = rules.find((r) => r.id === request.params.rule_id);
      if (!rule) throw errors.notFound('Rule', request.params.rule_id);
      return rule;
    },
  );
}
