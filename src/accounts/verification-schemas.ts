// E-mail verification: the answers of POST /v2/auth/resend-verification and GET /v2/auth/verify.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const ResendVerificationResponse = Type.Object(
  {
    status: Type.Union([Type.Literal('sent'), Type.Literal('already_verified')], {
      description: 'sent: a new verification mail went out; already_verified: nothing to do, no mail sent.',
    }),
    email: Type.String({ format: 'email', description: 'Address of the key\'s owner, where the mail went (or would go).' }),
    message: Type.String({
      description: 'What happened, in plain words, e.g. "We sent a new verification link to ada@example.com."',
    }),
    retry_after_seconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: 'Seconds before another mail can be requested; null when already verified.',
    }),
  },
  {
    $id: 'ResendVerificationResponse',
    title: 'ResendVerificationResponse',
    description: 'The outcome of a request to re-send the verification mail.',
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
