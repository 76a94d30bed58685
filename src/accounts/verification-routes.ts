// E-mail verification: re-send the mail (operation 8 of the contract) and follow the link.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearerSecurity, ErrorResponse, HTTPValidationError, standardErrors } from '../http/common-schemas.js';
import { durationText } from '../core/text/duration.js';
import { errors } from '../http/errors.js';
import { LIMITS, throttledGuess } from './rate-limit.js';
import { ResendVerificationResponse, VerifyEmailResponse } from './verification-schemas.js';
import { resendVerification, verifyEmailToken } from './verification-service.js';

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/v2/auth/resend-verification',
    {
      schema: {
        operationId: 'resendVerification',
        summary: 'Re-send the verification mail',
        description:
          "Sends the key's owner a new single-use, expiring verification link, or says plainly why not: 200 JSON for every " +
          'valid key, whose status is sent, already_verified, no_address (the first-start admin) or rate_limited (3 mails ' +
          'an hour at most; retry_after_seconds says when to ask again). Takes no body (an empty body or {} is accepted; ' +
          'any other body is ignored).',
        tags: ['Accounts'],
        security: bearerSecurity,
        // No body schema: the operation reads nothing from the body, so none is declared or required.
        response: {
          200: Type.Ref(ResendVerificationResponse, { description: 'What happened: sent, already verified, no address, or rate-limited.' }),
          502: Type.Ref(ErrorResponse, { description: 'The mail server failed; try again later.' }),
          ...standardErrors,
        },
      },
    },
    async (request) => resendVerification(request.server, request.principal!.userId),
  );

  app.get<{ Querystring: { token: string } }>(
    '/v2/auth/verify',
    {
      config: { auth: 'none' },
      schema: {
        operationId: 'verifyEmail',
        summary: 'Follow a verification link',
        description: "Marks the address of the link's user verified. Each link works once and expires after 24 hours.",
        tags: ['Accounts'],
        querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 256 }) }),
        response: {
          200: Type.Ref(VerifyEmailResponse),
          400: Type.Ref(ErrorResponse, { description: 'Not a valid link.' }),
          410: Type.Ref(ErrorResponse, { description: 'The link was already used, or has expired.' }),
          429: Type.Ref(ErrorResponse, { description: 'Too many wrong links from this client (20 in 15 minutes); see Retry-After.' }),
          422: Type.Ref(HTTPValidationError),
        },
      },
    },
    async (request) => {
      const store = request.server.store;
      const verify = () => verifyEmailToken(store, request.query.token);
      // A wrong link throws (400/410): each counts as a guess of this client.
      const account = await throttledGuess(
        store,
        LIMITS.verificationGuessesPerClient,
        request.ip,
        verify,
        () => false,
        (seconds) => errors.tooManyRequests(`Too many unknown or used verification links from this client: try again in ${durationText(seconds)}.`, seconds),
      );
      return { status: 'verified' as const, email: account.email!, message: `${account.email} is verified. You can close this page.` };
    },
  );
}
