// E-mail verification operation of the API contract. Declared with its full schemas so that
// serialization and the OpenAPI document are right before the accounts area lands.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, ErrorResponse, standardErrors } from '../http/common-schemas.js';
import { notBuiltYet } from '../http/not-built.js';
import { ResendVerificationResponse } from './verification-schemas.js';

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/v2/auth/resend-verification',
    {
      schema: {
        operationId: 'resendVerification',
        summary: 'Re-send the verification mail',
        description:
          'Sends the key\'s owner a new single-use, expiring verification link, or says plainly that the address is already ' +
          'verified. Takes no body (an empty body or {} is accepted; any other body is ignored). Rate-limited: too many ' +
          'requests → 429 with a Retry-After header.',
        tags: ['Accounts'],
        security: bearerSecurity,
        // No body schema: the operation reads nothing from the body, so none is declared or required.
        response: {
          200: Type.Ref(ResendVerificationResponse, { description: 'Sent, or already verified.' }),
          429: Type.Ref(ErrorResponse, {
            description: 'Too many requests for this account; the Retry-After header says when to try again.',
          }),
          ...standardErrors,
        },
      },
    },
    notBuiltYet('accounts'),
  );
}
