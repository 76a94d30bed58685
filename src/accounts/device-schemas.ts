// Device login (RFC 8628): the request and answers of /v2/auth/device/*.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const DeviceCodeRequest = Type.Object(
  {
    client_name: Type.Optional(
      Type.String({ minLength: 1, maxLength: 128, description: 'Names the API key created on approval, e.g. "assay CLI on build-42".' }),
    ),
  },
  { $id: 'DeviceCodeRequest', title: 'DeviceCodeRequest' },
);
export type DeviceCodeRequest = Static<typeof DeviceCodeRequest>;

export const DeviceCodeResponse = Type.Object(
  {
    device_code: Type.String({ description: 'Secret of the client: it polls with it. Never shown to people.' }),
    user_code: Type.String({ pattern: '^[A-Z]{4}-[A-Z]{4}$', description: 'What the person types or checks, as XXXX-XXXX.' }),
    verification_uri: Type.String({ description: 'Where the person approves the code.' }),
    verification_uri_complete: Type.String({ description: 'The same, with the code filled in.' }),
    expires_in: Type.Integer({ description: 'Seconds the codes stay valid.' }),
    interval: Type.Integer({ description: 'Seconds to wait between polls.' }),
  },
  { $id: 'DeviceCodeResponse', title: 'DeviceCodeResponse', description: 'RFC 8628 §3.2 device authorization response.' },
);

const UserCode = Type.String({ minLength: 8, maxLength: 16, description: 'The code shown by the client (case, dash and spaces do not matter).' });

export const DevicePendingParams = Type.Object({ user_code: UserCode });
export type DevicePendingParams = Static<typeof DevicePendingParams>;

export const DevicePendingLogin = Type.Object(
  {
    user_code: Type.String({ pattern: '^[A-Z]{4}-[A-Z]{4}$', description: 'The code, as XXXX-XXXX.' }),
    client_name: Type.String({ description: 'Who asked: the client_name sent to POST /v2/auth/device/code ("device login" when it sent none).' }),
    expires_at: Type.String({ format: 'date-time', description: 'When the code stops being valid.' }),
  },
  { $id: 'DevicePendingLogin', title: 'DevicePendingLogin', description: 'A device login waiting for a decision.' },
);

export const DeviceApproveRequest = Type.Object(
  {
    user_code: UserCode,
    approve: Type.Boolean({ description: 'true approves the login, false denies it.' }),
  },
  { $id: 'DeviceApproveRequest', title: 'DeviceApproveRequest' },
);
export type DeviceApproveRequest = Static<typeof DeviceApproveRequest>;

export const DeviceApproveResponse = Type.Object(
  {
    status: Type.Union([Type.Literal('approved'), Type.Literal('denied')]),
    message: Type.String(),
  },
  { $id: 'DeviceApproveResponse', title: 'DeviceApproveResponse' },
);

export const DeviceTokenRequest = Type.Object(
  {
    device_code: Type.String({ minLength: 1, maxLength: 256 }),
    grant_type: Type.Optional(Type.Literal('urn:ietf:params:oauth:grant-type:device_code', { description: 'Optional; RFC 8628 clients send it.' })),
  },
  { $id: 'DeviceTokenRequest', title: 'DeviceTokenRequest' },
);
export type DeviceTokenRequest = Static<typeof DeviceTokenRequest>;

export const DeviceTokenResponse = Type.Object(
  {
    access_token: Type.String({ description: 'A new API key of the approving user, returned once.' }),
    token_type: Type.Literal('Bearer'),
  },
  { $id: 'DeviceTokenResponse', title: 'DeviceTokenResponse' },
);

export const DeviceTokenError = Type.Object(
  {
    error: Type.Union(
      ['authorization_pending', 'slow_down', 'expired_token', 'access_denied', 'invalid_grant'].map((e) => Type.Literal(e)),
      { description: 'RFC 8628 §3.5 (invalid_grant: unknown device code, or its key was already issued).' },
    ),
    error_description: Type.String(),
  },
  { $id: 'DeviceTokenError', title: 'DeviceTokenError' },
);

export const deviceSchemas: TSchema[] = [
  DeviceCodeRequest,
  DeviceCodeResponse,
  DevicePendingLogin,
  DeviceApproveRequest,
  DeviceApproveResponse,
  DeviceTokenRequest,
  DeviceTokenResponse,
  DeviceTokenError,
];
