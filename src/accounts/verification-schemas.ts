// E-mail verification: the answers of POST /v2/auth/resend-verification and GET /v2/auth/verify.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const ResendVerificationResponse = Type.Object(
  {
    status: Type.Union([Type.Literal('sent'), Type.Literal('already_verified'), Type.Literal('no_address'), Type.Literal('rate_limited')], {
      description:
        'sent: a new verification mail went out; already_verified: nothing to do, no mail sent; no_address: the account ' +
        'has no e-mail address (the first-start admin), nothing to verify; rate_limited: no mail sent, too many were ' +
        'requested in the last hour (retry_after_seconds says when to ask again).',
    }),
    email: Type.Union([Type.String({ format: 'email' }), Type.Null()], {
      description: 'Address of the caller, where the mail went (or would go); null when the account has none.',
    }),
    message: Type.String({
      description: 'What happened, in plain words, e.g. "We sent a new verification link to ada@example.com."',
    }),
    retry_after_seconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description:
        'Seconds before another mail can be requested: 0 when one can be now, more than 0 when rate_limited (or when ' +
        'the mail just sent was the last of the hour); null when already verified or without an address.',
    }),
  },
  {
    $id: 'ResendVerificationResponse',
    title: 'ResendVerificationResponse',
    description: 'The outcome of a request to re-send the verification mail: the same 200 answer for every outcome, which status names.',
  },
);
export type ResendVerificationResponse = Static<typeof ResendVerificationResponse>;

export const VerifyEmailResponse = Type.Object(
  {
    status: Type.Literal('verified'),
    email: Type.String({ format: 'email' }),
    message: Type.String(),
  },
  { $id: 'VerifyEmailResponse', title: 'VerifyEmailResponse', description: 'The address is verified.' },
);

/** Every verification component, each after the components it references. */
export const verificationSchemas: TSchema[] = [ResendVerificationResponse, VerifyEmailResponse];
