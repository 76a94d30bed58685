// /v2/keys: a user's API keys. The secret is shown once, at creation; keys limited to projects can only
// create keys limited to some of the same projects, so a limit cannot be escaped by minting a new key. A
// limited key manages at most itself: it lists and revokes only itself, so a leaked CI key of one project can
// neither see its owner's other keys nor lock the owner out of the rest.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, ErrorResponse, standardErrors } from '../http/common-schemas.js';
import { errors } from '../http/errors.js';
import { PathId } from '../http/path-ids.js';
import { createApiKey, listApiKeys, revokeOwnApiKey } from './api-keys.js';
import { ApiKey, ApiKeyCreate, ApiKeyCreated } from './auth-schemas.js';

const tags = ['Accounts'];

export async function keyRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ApiKeyCreate }>(
    '/v2/keys',
    {
      schema: {
        operationId: 'createApiKey',
        summary: 'Create an API key',
        description: 'Creates a key for the caller, optionally limited to some projects. The secret is in this answer only.',
        tags,
        security: bearerSecurity,
        body: Type.Ref(ApiKeyCreate),
        response: { 201: Type.Ref(ApiKeyCreated), 403: Type.Ref(ErrorResponse), ...standardErrors },
      },
    },
    async (request, reply) => {
      const p = request.principal!;
      const projects = request.body.projects ?? null;
      if (p.projects && (!projects || projects.some((name) => !p.projects!.includes(name)))) throw errors.keyScopeTooWide(p.projects);
      const { key, record } = await createApiKey(request.server.store, p.userId, request.body.name, undefined, projects);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ...record, key });
    },
  );

  app.get(
    '/v2/keys',
    {
      schema: {
        operationId: 'listApiKeys',
        summary: "List the caller's API keys",
        description: 'Prefixes, limits, creation and last use, revocation; never secrets. A key limited to projects lists only itself.',
        tags,
        security: bearerSecurity,
        response: { 200: Type.Array(Type.Ref(ApiKey)), ...standardErrors },
      },
    },
    async (request) => {
      const p = request.principal!;
      const keys = await listApiKeys(request.server.store, p.userId);
      return p.projects ? keys.filter((k) => k.id === p.keyId) : keys;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/v2/keys/:id',
    {
      schema: {
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key',
        description:
          "Revokes one of the caller's keys (an admin may revoke anyone's). Another user's key answers 404, and so does any key " +
          'but itself for a key limited to projects.',
        tags,
        security: bearerSecurity,
        params: Type.Object({ id: PathId('Id of the key (ApiKey.id).') }),
        response: { 200: Type.Ref(ApiKey), ...standardErrors },
      },
    },
    async (request) => {
      const p = request.principal!;
      // A limited key reaches no other key, an admin's included: the others read as unknown ids.
      if (p.projects && request.params.id !== p.keyId) throw errors.notFound('API key', request.params.id);
      const record = await revokeOwnApiKey(request.server.store, request.params.id, p.userId, p.role === 'admin' && !p.projects);
      if (!record) throw errors.notFound('API key', request.params.id);
      return record;
    },
  );
}
