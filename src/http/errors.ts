// The error catalogue: every error a client can receive is built here, with FastAPI's body shapes
// ({"detail": "..."} or {"detail": [{loc, msg, type}]}) and messages that say what to fix.
// docs/errors.md lists them; keep the two in step.

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** At most this many issues in a 422: a body of 100,000 bad elements must not get an answer many times its size. */
export const MAX_ISSUES = 100;

/** The first MAX_ISSUES issues, then one saying how many more there were. */
function boundedIssues(issues: ValidationIssue[]): ValidationIssue[] {
  if (issues.length <= MAX_ISSUES || (issues.length === MAX_ISSUES + 1 && issues[MAX_ISSUES].type === 'too_many_errors')) return issues;
  const more = issues.length - MAX_ISSUES;
  return [
    ...issues.slice(0, MAX_ISSUES),
    { loc: [issues[0].loc[0] ?? 'body'], msg: `…and ${more} more error(s) like these: fix those shown and send again.`, type: 'too_many_errors' },
  ];
}

export class HttpError extends Error {
  readonly detail: string | ValidationIssue[];
  constructor(
    readonly statusCode: number,
    detail: string | ValidationIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    const shown = typeof detail === 'string' ? detail : boundedIssues(detail);
    super(typeof shown === 'string' ? shown : shown.map((d) => `${d.loc.join('.')}: ${d.msg}`).join('; '));
    this.detail = shown;
    this.name = 'HttpError';
  }
}

const BEARER = { 'www-authenticate': 'Bearer' };

function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

export const errors = {
  missingApiKey: () => new HttpError(401, "Not authenticated: send your API key as 'Authorization: Bearer <key>'.", BEARER),
  malformedAuthorization: () => new HttpError(401, "Malformed Authorization header: expected 'Authorization: Bearer <key>'.", BEARER),
  invalidApiKey: () => new HttpError(401, 'Invalid API key: no key matches. Check for a typo, or create a new one with `npx assay keys create`.', BEARER),
  revokedApiKey: () => new HttpError(401, 'This API key has been revoked. Create a new one with `npx assay keys create`.', BEARER),
  sessionExpired: () => new HttpError(401, 'Your session has expired or you signed out: log in again with POST /v2/auth/login.', BEARER),
  badCredentials: () => new HttpError(401, 'Wrong e-mail or password. Check both, or sign up with POST /v2/auth/signup.'),
  signupClosed: () =>
    new HttpError(403, 'Sign-up is closed on this server (ASSAY_SIGNUP=closed): only an admin can create accounts. Ask an administrator to create yours.'),
  csrfMismatch: () =>
    new HttpError(
      403,
      "Missing or wrong x-csrf-token header: requests signed in by cookie that change something must send the csrf_token from POST /v2/auth/login or GET /v2/auth/session in 'x-csrf-token'.",
    ),
  crossSiteWebSocket: () =>
    new HttpError(
      403,
      "WebSocket refused: a connection signed in by the session cookie must come from this service's own origin (the Origin header must match the Host or ASSAY_PUBLIC_URL). Other clients use Authorization: Bearer <API key>.",
    ),
  projectNotAllowed: (name: string, allowed: string[]) =>
    new HttpError(
      403,
      `This API key is limited to the project${allowed.length === 1 ? '' : 's'} ${allowed.map((a) => `'${a}'`).join(', ')}; it cannot use project '${name}'. Use a key without that limit, or create one for '${name}' (POST /v2/keys).`,
    ),
  projectMissingForLimitedKey: (allowed: string[]) =>
    new HttpError(
      403,
      `This API key is limited to the project${allowed.length === 1 ? '' : 's'} ${allowed.map((a) => `'${a}'`).join(', ')}: name the project explicitly (the x-assay-project header for OTLP).`,
    ),
  keyScopeTooWide: (allowed: string[]) =>
    new HttpError(403, `This API key is limited to ${allowed.map((a) => `'${a}'`).join(', ')}, so the keys it creates must list projects among those.`),
  limitedKeyCannotChangeAccount: () => new HttpError(403, 'A key limited to projects cannot change its account: use an unlimited key or the dashboard.'),
  wrongCurrentPassword: () => new HttpError(403, "current_password is not this account's password: check it (the dashboard's sign-in uses the same one)."),
  emailTaken: () => new HttpError(409, 'An account with this e-mail address already exists: log in with POST /v2/auth/login instead.'),
  unknownVerificationLink: () =>
    new HttpError(400, 'This verification link is not valid: copy the whole link from the mail, or ask for a new one (POST /v2/auth/resend-verification).'),
  usedVerificationLink: () =>
    new HttpError(410, 'This verification link has already been used: each link works once. Your address is verified if you used it.'),
  expiredVerificationLink: () =>
    new HttpError(410, 'This verification link has expired (links last 24 hours): ask for a new one with POST /v2/auth/resend-verification.'),
  unknownUserCode: (code: string) =>
    new HttpError(
      404,
      `No pending device login with code '${code}': it may be mistyped, expired (codes last 10 minutes) or already decided. Run \`assay login\` again for a new code.`,
    ),
  mailNotSent: () =>
    new HttpError(
      502,
      'The verification mail could not be sent (the mail server failed; the server log says why). Try again later with POST /v2/auth/resend-verification.',
    ),
  runNotResumable: (runId: string, status: string) =>
    new HttpError(
      409,
      status === 'completed'
        ? `Red-team run '${runId}' is completed: every attack has been sent, so there is nothing to resume. Start a new run to send them again.`
        : `Red-team run '${runId}' is ${status}: only a failed or cancelled run can be resumed. Follow it at GET /v2/security/redteam/runs/${runId}.`,
    ),
  runNotReplayable: (runId: string, status: string) =>
    new HttpError(
      409,
      `Red-team run '${runId}' is ${status}: only a completed run can be replayed, since only then is every attack it sends known. ` +
        (status === 'failed' || status === 'cancelled'
          ? `Resume it first (POST /v2/security/redteam/runs/${runId}/resume), then replay it.`
          : `Wait for it to complete (GET /v2/security/redteam/runs/${runId}), then replay it.`),
    ),
  idempotencyKeyInProgress: (since: Date) =>
    new HttpError(
      409,
      `A request with this Idempotency-Key is still in progress (since ${since.toISOString()}): retry the same request once it has ` +
        'answered to receive its result, or send a new key for a new run.',
    ),
  idempotencyKeyFormat: () =>
    new HttpError(422, [
      {
        loc: ['header', 'Idempotency-Key'],
        msg: 'Idempotency-Key must be 1 to 255 printable ASCII characters (space to ~), e.g. a UUID.',
        type: 'string_pattern_mismatch',
      },
    ]),
  idempotencyKeyReused: () =>
    new HttpError(422, [
      {
        loc: ['header', 'Idempotency-Key'],
        msg: 'This Idempotency-Key was already used with a different request body (within the last 24 hours): send a new key for a different request.',
        type: 'idempotency_key_reused',
      },
    ]),
  notFound: (what: string, id: string) => new HttpError(404, `${what} '${id}' not found.`),
  routeNotFound: (method: string, path: string) => new HttpError(404, `Not Found: no operation ${method} ${path}. See /docs for the API.`),
  malformedUrl: () =>
    new HttpError(
      400,
      'Malformed URL: a percent-encoded part of the path is not valid UTF-8 (e.g. %FF). Encode each path segment as UTF-8, e.g. with encodeURIComponent.',
    ),
  pathSegmentTooLong: (limit: number) => new HttpError(414, `URL too long: a path segment (an id) may be at most ${limit} characters once percent-encoded.`),
  unparsableRequest: () =>
    new HttpError(400, 'Bad Request: the HTTP request could not be parsed (e.g. a control character such as NUL in the URL or a header).'),
  bodyTooLarge: (limit: number) =>
    new HttpError(
      413,
      `Request body too large: the limit is ${formatBytes(limit)} (server setting ASSAY_BODY_LIMIT_BYTES). Split the data into smaller requests.`,
    ),
  unsupportedEncoding: (encoding: string, gzipAccepted: boolean) =>
    new HttpError(
      415,
      `Unsupported Content-Encoding '${encoding}': ${gzipAccepted ? 'send the body as is or gzip-compressed' : 'send the body uncompressed, without a Content-Encoding header'}.`,
    ),
  /** A body that cannot be decoded at all (the OTLP endpoint: OTLP answers 400, not 422). */
  undecodableBody: (detail: string) => new HttpError(400, detail),
  /** Back-pressure: too much work in flight; the client retries after retryAfterSeconds. */
  tooManyRequests: (detail: string, retryAfterSeconds: number) => new HttpError(429, detail, { 'retry-after': String(retryAfterSeconds) }),
  shuttingDown: (retryAfterSeconds: number) =>
    new HttpError(503, 'The server is shutting down: retry on another instance or later.', { 'retry-after': String(retryAfterSeconds) }),
  validation: (issues: ValidationIssue[]) => new HttpError(422, issues),
  invalid: (loc: (string | number)[], msg: string, type = 'value_error') => new HttpError(422, [{ loc, msg, type }]),
  notBuilt: (detail: string) => new HttpError(501, detail),
  notReady: (reason: string) => new HttpError(503, `Not ready: ${reason}`),
  internal: () => new HttpError(500, 'Internal Server Error'),
};
