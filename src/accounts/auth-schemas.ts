// Accounts: sign-up, login sessions, the caller, and API keys.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ProjectName } from '../http/common-schemas.js';
import { MIN_PASSWORD_LENGTH } from './passwords.js';

const Email = Type.String({ format: 'email', maxLength: 254, description: 'E-mail address (unique, compared without regard to case).' });

export const SignupRequest = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1024, description: `At least ${MIN_PASSWORD_LENGTH} characters. Write-only.` }),
    display_name: Type.Optional(
      Type.String({ minLength: 1, maxLength: 128, description: 'How the user is shown; defaults to the part of the address before @.' }),
    ),
  },
  { $id: 'SignupRequest', title: 'SignupRequest' },
);
export type SignupRequest = Static<typeof SignupRequest>;

export const UpdateMeRequest = Type.Object(
  {
    email: Type.Optional(Email),
    password: Type.Optional(
      Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1024, description: `A new password, at least ${MIN_PASSWORD_LENGTH} characters. Write-only.` }),
    ),
    display_name: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'How the user is shown.' })),
    current_password: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 1024,
        description: 'The password the account has now: required to change the address or the password of an account that has one. Write-only.',
      }),
    ),
  },
  {
    $id: 'UpdateMeRequest',
    title: 'UpdateMeRequest',
    minProperties: 1,
    additionalProperties: false,
    description:
      "Changes the caller's address, name or password. The first-start admin, which has none, gets its address and password " +
      'this way with its key, and can then sign in to the dashboard and see what the key made.',
  },
);
export type UpdateMeRequest = Static<typeof UpdateMeRequest>;

export const LoginRequest = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: 1024, description: 'Write-only.' }) },
  { $id: 'LoginRequest', title: 'LoginRequest' },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const AccountUser = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.Union([Type.String(), Type.Null()], { description: 'Null for the first-start admin, which has no e-mail.' }),
    display_name: Type.String(),
    role: Type.Union([Type.Literal('admin'), Type.Literal('member')]),
    email_verified: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'AccountUser', title: 'AccountUser', description: 'A user account.' },
);

export const SessionInfo = Type.Object(
  {
    signed_in: Type.Literal(true, { description: 'Always true here; GET /v2/auth/session answers NoSession ({"signed_in": false}) without one.' }),
    user: Type.Ref(AccountUser),
    csrf_token: Type.String({ description: "Send it as 'x-csrf-token' with every cookie-authenticated request that changes something." }),
    expires_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'SessionInfo', title: 'SessionInfo', description: 'A dashboard session (the cookie itself is HttpOnly).' },
);

// A signed-out visitor is an expected answer of the session probe, not an error: a 401 there would make every
// browser log "Failed to load resource" on each signed-out page (docs/accounts.md, "Sessions").
export const NoSession = Type.Object(
  { signed_in: Type.Literal(false) },
  { $id: 'NoSession', title: 'NoSession', description: 'No live dashboard session: no cookie, or its session expired or was logged out.' },
);

export const Me = Type.Object(
  {
    user: Type.Ref(AccountUser),
    auth: Type.Union([Type.Literal('key'), Type.Literal('session')], { description: 'How this request was authenticated.' }),
    key_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], { description: 'The API key used, if any.' }),
    projects: Type.Union([Type.Array(Type.String()), Type.Null()], { description: 'Projects the key is limited to; null: all.' }),
  },
  { $id: 'Me', title: 'Me', description: 'The caller.' },
);

export const ApiKeyCreate = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 128, description: 'A label to recognise the key by.' }),
    projects: Type.Optional(
      Type.Array(ProjectName, {
        minItems: 1,
        maxItems: 100,
        uniqueItems: true,
        description: 'Limit the key to these project names: requests naming another project get 403. Absent: every project of the user.',
      }),
    ),
  },
  { $id: 'ApiKeyCreate', title: 'ApiKeyCreate' },
);
export type ApiKeyCreate = Static<typeof ApiKeyCreate>;

const apiKeyFields = {
  id: Type.String({ format: 'uuid' }),
  user_id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  key_prefix: Type.String({ description: 'The first characters of the key, to tell keys apart.' }),
  projects: Type.Union([Type.Array(Type.String()), Type.Null()], { description: 'Projects the key is limited to; null: all.' }),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  revoked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
};

export const ApiKey = Type.Object(apiKeyFields, { $id: 'ApiKey', title: 'ApiKey', description: 'An API key, without its secret.' });

export const ApiKeyCreated = Type.Object(
  { ...apiKeyFields, key: Type.String({ description: 'The secret, shown only in this answer. Store it now.' }) },
  { $id: 'ApiKeyCreated', title: 'ApiKeyCreated' },
);

/** Every accounts component, each after the components it references. */
export const authSchemas: TSchema[] = [
  SignupRequest,
  UpdateMeRequest,
  LoginRequest,
  AccountUser,
  SessionInfo,
  NoSession,
  Me,
  ApiKeyCreate,
  ApiKey,
  ApiKeyCreated,
];
