// Red-team operations: start, read, cancel, resume and list a run's attacks, and follow it over a WebSocket.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { WebSocket } from 'ws';
import { bearerSecurity, ErrorResponse, Position, standardErrors } from '../../http/common-schemas.js';
import { CreatedListQuery, listFilterOf } from '../../http/created-cursor.js';
import { errors } from '../../http/errors.js';
import { PathId } from '../../http/path-ids.js';
import { RedTeamCatalog, RedTeamMatrix, RedTeamRunPage } from '../schemas-lists.js';
import {
  AttackStatus,
  RedTeamAttack,
  RedTeamReplayRequest,
  RedTeamRequest,
  RedTeamRun,
  RedTeamStartResponse,
  type RedTeamReplayRequest as RedTeamReplayBody,
  type RedTeamRequest as RedTeamRequestBody,
} from '../schemas-redteam.js';
import { RedTeamComparison } from '../schemas-redteam-compare.js';
import { attackDocument, listRunAttacks } from './attacks.js';
import { compareRuns } from './compare.js';
import { subscribeRun } from './run-events.js';
import { cancelRun, getRunDocument, listRunDocuments, projectIdNamesNothing, replayRun, resumeRun, runMatrix, startRun } from './service.js';
import * as store from './runs-store.js';
import { vectors } from './vectors/registry.js';
import { vulnerabilities, vulnerabilityName } from './vulnerabilities/registry.js';

const tags = ['Red team'];
const RunParams = Type.Object({ run_id: PathId('Id of the red-team run; one that names no run of the caller → 404.') });
type RunParams = { run_id: string };
const CompareParams = Type.Object({
  run_id: PathId('Id of the base run (the earlier one, "before"); one that names no run of the caller → 404.'),
  other_run_id: PathId('Id of the head run (the later one, "after"); one that names no run of the caller → 404.'),
});
type AttackQuery = { status?: string; attack_vector_key?: string; vulnerability_key?: string; limit: number; offset: number };
/** Attacks sent per WebSocket message burst; the stream catches up page by page. */
const STREAM_PAGE = 200;
const POLL_MS = 1000;
const catalog = {
  attack_vectors: vectors.map((v) => ({
    attack_vector_key: v.key,
    attack_vector_name: v.name,
    description: v.description,
    multi_turn: v.multiTurn,
    needs_model: Boolean(v.attacker),
  })),
  vulnerabilities: vulnerabilities.map((v) => ({
    vulnerability_key: v.key,
    vulnerability_name: vulnerabilityName(v),
    vulnerability_label: v.label,
    description: v.description,
  })),
};

/** The request's path and query with the offset of the next page (the query otherwise as the client sent it). */
function nextPageUrl(requestUrl: string, offset: number): string {
  const url = new URL(requestUrl, 'http://base.invalid');
  url.searchParams.set('offset', String(offset));
  return url.pathname + url.search;
}

export async function redTeamRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: RedTeamRequestBody }>(
    '/v2/security/redteam',
    {
      schema: {
        operationId: 'startRedTeam',
        summary: 'Start a red-team run',
        description:
          'Plans attacks (attack vectors × vulnerabilities × attacks_per_vector, reproducible from config.seed) against a ' +
          'target and queues them as a durable job. Answers at once; follow the run at GET /v2/security/redteam/runs/{run_id}, ' +
          'its WebSocket, and its attacks at GET /v2/security/redteam/runs/{run_id}/attacks. A project_id that names no ' +
          'project of the caller → 404.',
        tags,
        security: bearerSecurity,
        body: Type.Ref(RedTeamRequest),
        response: { 200: Type.Ref(RedTeamStartResponse, { description: 'The run is planned and queued.' }), ...standardErrors },
      },
      // Before the project-scope check of limited keys (accounts/project-scope.ts, a preHandler), which looks
      // project_id up in the store: PostgreSQL would refuse to cast an id that is not a UUID (a 500, not a 404).
      preValidation: async (request) => {
        const projectId = (request.body as { project_id?: unknown } | null)?.project_id;
        if (projectIdNamesNothing(projectId)) throw errors.notFound('Project', projectId);
      },
    },
    async (request) => startRun(request.server.store, request.principal!, request.body),
  );

  app.get(
    '/v2/security/redteam/catalog',
    {
      schema: {
        operationId: 'getRedTeamCatalog',
        summary: 'List the attack vectors and vulnerabilities',
        description: 'Keys, names and descriptions of every attack vector and vulnerability a run may plan.',
        tags,
        security: bearerSecurity,
        response: { 200: Type.Ref(RedTeamCatalog), ...standardErrors },
      },
    },
    async () => catalog,
  );

  app.get<{ Querystring: CreatedListQuery }>(
    '/v2/security/redteam/runs',
    {
      schema: {
        operationId: 'listRedTeamRuns',
        summary: 'List red-team runs, newest first',
        description:
          "The caller's runs, each with its status and tallies, filtered by project_name and paged with limit and cursor. A " +
          'key limited to projects sees only the runs of its projects.',
        tags,
        security: bearerSecurity,
        querystring: CreatedListQuery,
        response: { 200: Type.Ref(RedTeamRunPage), ...standardErrors },
      },
    },
    async (request) => listRunDocuments(request.server.store, listFilterOf(request.principal!, request.query)),
  );

  app.get<{ Params: RunParams }>(
    '/v2/security/redteam/runs/:run_id/matrix',
    {
      schema: {
        operationId: 'getRedTeamMatrix',
        summary: 'Attack success per attack vector × vulnerability',
        description:
          'One tally per pair of the plan (attack vector × vulnerability), with its attack success rate; pairs with no ' +
          'attack judged yet have a null rate. Unknown or foreign run → 404.',
        tags,
        security: bearerSecurity,
        params: RunParams,
        response: { 200: Type.Ref(RedTeamMatrix), ...standardErrors },
      },
    },
    async (request) => runMatrix(request.server.store, request.params.run_id, request.principal!),
  );

  app.get<{ Params: { run_id: string; other_run_id: string } }>(
    '/v2/security/redteam/runs/:run_id/compare/:other_run_id',
    {
      schema: {
        operationId: 'compareRedTeamRuns',
        summary: 'Compare two red-team runs',
        description:
          'Attack success rate (succeeded / judged; errors left out and counted apart) of the base run {run_id} and the ' +
          'head run {other_run_id}, overall, per vector, per vulnerability and per pair, with the change (head − base). ' +
          'regressions lists the rows whose rate rose (overall, vectors, vulnerabilities) and rate_rose says whether any ' +
          'did. A run not completed is compared on what it recorded so far (complete: false). Unknown or foreign run → 404.',
        tags,
        security: bearerSecurity,
        params: CompareParams,
        response: { 200: Type.Ref(RedTeamComparison), ...standardErrors },
      },
    },
    async (request) => compareRuns(request.server.store, request.params.run_id, request.params.other_run_id, request.principal!),
  );

  app.get<{ Params: RunParams }>(
    '/v2/security/redteam/runs/:run_id',
    {
      schema: {
        operationId: 'getRedTeamRun',
        summary: 'Get a red-team run',
        description: 'Status, counts and attack success rates overall, per vector and per vulnerability, and timings. Unknown or foreign run → 404.',
        tags,
        security: bearerSecurity,
        params: RunParams,
        response: { 200: Type.Ref(RedTeamRun), ...standardErrors },
      },
    },
    async (request) => getRunDocument(request.server.store, request.params.run_id, request.principal!),
  );

  app.post<{ Params: RunParams }>(
    '/v2/security/redteam/runs/:run_id/cancel',
    {
      schema: {
        operationId: 'cancelRedTeamRun',
        summary: 'Cancel a red-team run',
        description:
          'A queued run is cancelled at once; a running one stops sending and records the attacks already answered. Finished runs are left as they are.',
        tags,
        security: bearerSecurity,
        params: RunParams,
        response: { 200: Type.Ref(RedTeamRun), ...standardErrors },
      },
    },
    async (request) => cancelRun(request.server.store, request.params.run_id, request.principal!),
  );

  app.post<{ Params: RunParams }>(
    '/v2/security/redteam/runs/:run_id/resume',
    {
      schema: {
        operationId: 'resumeRedTeamRun',
        summary: 'Resume a failed or cancelled red-team run',
        description:
          'Queues a failed or cancelled run again on its job (same job_id), which sends only the attacks still pending: ' +
          'attacks already recorded (succeeded, resisted or error) are kept and never sent again. Answers like the start, ' +
          'status "queued"; follow the run as after a start. A queued, running or completed run → 409. Unknown or foreign ' +
          'run → 404.',
        tags,
        security: bearerSecurity,
        params: RunParams,
        response: {
          200: Type.Ref(RedTeamStartResponse, { description: 'The run is queued again.' }),
          409: Type.Ref(ErrorResponse, { description: 'The run is queued, running or completed: only failed and cancelled runs resume.' }),
          ...standardErrors,
        },
      },
    },
    async (request) => resumeRun(request.server.store, request.params.run_id, request.principal!),
  );

  app.post<{ Params: RunParams; Body: RedTeamReplayBody }>(
    '/v2/security/redteam/runs/:run_id/replay',
    {
      schema: {
        operationId: 'replayRedTeamRun',
        summary: 'Replay a completed red-team run as a new run',
        description:
          'Starts a new run (new run_id and job_id, replay_of set to this run) whose attacks are exactly the ones this run ' +
          'sent, in the same order: the same turns, and for a vector that retries (best_of_n) the same stored tries in order, ' +
          "stopping again at the first success; every answer is judged afresh. The target is this run's unless the body " +
          "gives another; the project is this run's unless project_name is given ({} keeps both). Answers like the start. A run not " +
          'completed → 409 (its attacks are not all known). Unknown or foreign run → 404.',
        tags,
        security: bearerSecurity,
        params: RunParams,
        body: Type.Ref(RedTeamReplayRequest),
        response: {
          200: Type.Ref(RedTeamStartResponse, { description: 'The replay is planned and queued.' }),
          409: Type.Ref(ErrorResponse, { description: 'The run is queued, running, failed or cancelled: only a completed run is replayed.' }),
          ...standardErrors,
        },
      },
    },
    async (request) => replayRun(request.server.store, request.params.run_id, request.principal!, request.body),
  );

  app.get<{ Params: RunParams; Querystring: AttackQuery }>(
    '/v2/security/redteam/runs/:run_id/attacks',
    {
      schema: {
        operationId: 'listRedTeamAttacks',
        summary: 'List the attacks of a red-team run',
        description:
          'Returns the attacks of a run in plan order (index), as sent and as judged, filtered by the query parameters and ' +
          'paged by limit and offset. X-Total-Count says how many attacks match the filters; while more remain, Link gives ' +
          'the next page (rel="next"). Unknown run, a run of another owner, or one outside the projects of a limited key → 404.',
        tags,
        security: bearerSecurity,
        params: RunParams,
        querystring: Type.Object({
          status: Type.Optional(AttackStatus),
          attack_vector_key: Type.Optional(Type.String({ minLength: 1, description: 'Only attacks of this attack vector key, e.g. "base64".' })),
          vulnerability_key: Type.Optional(Type.String({ minLength: 1, description: 'Only attacks of this vulnerability key, e.g. "s1-violence".' })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100, description: 'Most attacks to return.' })),
          offset: Type.Optional(Position({ default: 0, description: 'Attacks to skip, after filtering.' })),
        }),
        response: {
          200: Type.Array(Type.Ref(RedTeamAttack), {
            description: 'The page of attacks; empty past the end.',
            headers: {
              'X-Total-Count': Type.Integer({ minimum: 0, description: 'Attacks that match the filters, over every page.' }),
              Link: Type.String({
                description:
                  'While more attacks remain: the next page\'s path and query, relative to this request\'s address, as <…>; rel="next". Absent on the last page.',
              }),
            },
          }),
          ...standardErrors,
        },
      },
    },
    async (request, reply) => {
      const { status, attack_vector_key, vulnerability_key, limit, offset } = request.query;
      const page = await listRunAttacks(request.server.store, request.params.run_id, request.principal!, {
        status,
        attack_vector_key,
        vulnerability_key,
        limit,
        offset,
      });
      reply.header('x-total-count', String(page.total));
      if (offset + page.attacks.length < page.total) reply.header('link', `<${nextPageUrl(request.url, offset + limit)}>; rel="next"`);
      return page.attacks;
    },
  );

  app.get<{ Params: RunParams }>(
    '/v2/security/redteam/runs/:run_id/ws',
    {
      websocket: true,
      schema: {
        operationId: 'followRedTeamRun',
        summary: 'Follow a red-team run over a WebSocket',
        description:
          'Upgrade to a WebSocket (Authorization: Bearer header on the upgrade request; with the session cookie instead, the ' +
          'Origin must be the service\'s own, else 403). Messages are JSON: {"type": "progress", ' +
          '"run": RedTeamRun} at the start and after each recorded batch; {"type": "attack", "attack": RedTeamAttack} for every ' +
          'finished attack, from the first; then {"type": "completed" | "failed", "run": RedTeamRun} (a cancelled run ends with ' +
          '"failed" and run.status "cancelled") and the server closes the socket. Unknown or foreign run → 404 before the upgrade.',
        tags,
        security: bearerSecurity,
        params: RunParams,
      },
      preHandler: async (request) => {
        const { run_id } = request.params as RunParams;
        if (!(await store.getRun(request.server.store, run_id, request.principal!))) throw errors.notFound('Red-team run', run_id);
      },
    },
    (socket: WebSocket, request) => {
      const db = request.server.store;
      const runId = request.params.run_id;
      const reader = request.principal!;
      let lastSeq = 0;
      let greeted = false;
      let busy = false;
      let again = false;
      let closed = false;
      let unsubscribe: (() => void) | null = null;
      const send = (message: unknown) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message));
      const finish = () => {
        closed = true;
        clearInterval(timer);
        unsubscribe?.();
      };
      const pump = async (): Promise<void> => {
        if (closed) return;
        if (busy) {
          again = true;
          return;
        }
        busy = true;
        try {
          do {
            again = false;
            if (!greeted) {
              greeted = true;
              send({ type: 'progress', run: await getRunDocument(db, runId, reader) });
            }
            for (;;) {
              const done = await store.attacksDoneAfter(db, runId, lastSeq, STREAM_PAGE);
              for (const a of done) send({ type: 'attack', attack: attackDocument(a) });
              if (done.length > 0) lastSeq = done[done.length - 1].done_seq;
              if (done.length < STREAM_PAGE) break;
            }
            const run = await getRunDocument(db, runId, reader);
            if (run.status === 'completed' || run.status === 'failed' || run.status === 'cancelled') {
              send({ type: run.status === 'completed' ? 'completed' : 'failed', run });
              finish();
              socket.close(1000, run.status);
              return;
            }
            send({ type: 'progress', run });
          } while (again && !closed);
        } catch (err) {
          request.log.warn({ err }, 'red-team stream failed');
          finish();
          socket.close(1011, 'stream failed');
        } finally {
          busy = false;
        }
      };
      const timer = setInterval(() => void pump(), POLL_MS);
      socket.on('close', finish);
      void subscribeRun(db, runId, () => void pump()).then((stop) => {
        if (closed) stop();
        else unsubscribe = stop;
      });
      void pump();
    },
  );
}
