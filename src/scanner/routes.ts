// Code-scan upload operation of the API contract. Declared with its full schemas so that
// validation, serialization and the OpenAPI document are right before the area lands.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, standardErrors } from '../http/common-schemas.js';
import { notBuiltYet } from '../http/not-built.js';
import { ScanUpload, ScanUploadRequest } from './schemas.js';

export async function scannerRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/v2/scanner/uploads',
    {
      schema: {
        operationId: 'uploadScan',
        summary: 'Upload a SARIF code-scan log',
        description:
          'Stores a SARIF 2.1.0 log (Semgrep, CodeQL, Bandit…) for a project. Failure analysis with run_scan attaches the ' +
          'relevant findings of the project\'s latest upload (hard-coded secrets, injection sinks, unsafe tool execution) as ' +
          'evidence on related tags.',
        tags: ['Scanner'],
        security: bearerSecurity,
        body: Type.Ref(ScanUploadRequest),
        response: {
          201: Type.Ref(ScanUpload, { description: 'The stored upload.' }),
          ...standardErrors,
        },
      },
    },
    notBuiltYet('code-scan'),
  );
}
