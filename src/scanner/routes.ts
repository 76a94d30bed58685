// Code-scan uploads: POST /v2/scanner/uploads stores a SARIF log for a project (service.ts).
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, standardErrors } from '../http/common-schemas.js';
import { ScanUpload, ScanUploadRequest, type ScanUploadRequest as UploadBody } from './schemas.js';
import { storeUpload } from './service.js';

export async function scannerRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: UploadBody }>(
    '/v2/scanner/uploads',
    {
      schema: {
        operationId: 'uploadScan',
        summary: 'Upload a SARIF code-scan log',
        description:
          'Stores a SARIF 2.1.0 log (Semgrep, CodeQL, Bandit…) for a project. Failure analysis with run_scan attaches the ' +
          "relevant findings of the project's latest upload (hard-coded secrets, injection sinks, unsafe tool execution) as " +
          'evidence on related tags. Invalid SARIF → 422 naming what is wrong.',
        tags: ['Scanner'],
        security: bearerSecurity,
        body: Type.Ref(ScanUploadRequest),
        response: {
          201: Type.Ref(ScanUpload, { description: 'The stored upload.' }),
          ...standardErrors,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await storeUpload(request.server.store, request.principal!.userId, request.body)),
  );
}
