// Generated from /openapi.json by `npm run sdk:types` (scripts/generate-sdk-types.ts): do not edit by hand.
// A test fails when this file differs from the service's OpenAPI document.
/* eslint-disable */
export type paths = {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: 200 while the process serves */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 when the store answers; 503 when it does not or the server is shutting down */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the caller's projects */
        get: operations["listProjects"];
        put?: never;
        /**
         * Create a project
         * @description Creates a project of the caller. Idempotent: an existing name answers 200 with the project, a new one 201.
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/projects/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show one project */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/projects/{name}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's alert, CI-gate and review thresholds */
        get: operations["getProjectSettings"];
        /** Replace a project's thresholds */
        put: operations["putProjectSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/projects/{name}/custom-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's custom rules, run by each of its failure analyses */
        get: operations["getProjectCustomRules"];
        /** Replace a project's custom rules */
        put: operations["putProjectCustomRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the named rules
         * @description Every rule a tag can name in evidence_items[].metadata.rule_id: Assay's built-in rules and, with project_name, the project's custom rules; filtered by kind, area or text.
         */
        get: operations["listRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rules/{rule_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Explain one named rule
         * @description One rule of the catalogue: what it reads, its examples, its source. A project's custom rule (`rule:<name>`) needs project_name.
         */
        get: operations["getRule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/jobs/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show a background job
         * @description Status, attempts, progress and history of a job started by the caller (red-team runs, large analyses…).
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/jobs/{job_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a background job
         * @description A queued job is cancelled at once; a running one stops after its current step. Finished jobs are left as they are.
         */
        post: operations["cancelJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/failure-analysis/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Analyse a dataset or a trace for failures
         * @description Runs the failure detectors of the taxonomy over a dataset (minimal mode), or over a stored trace (full mode: items from its model turns plus trace-level detectors; an unknown trace is 404), and returns tags with evidence, scoring and a summary with alert, CI-gate and review decisions. Every body field is optional, but exactly one of dataset and trace_id must be given; without project_name the run goes to the caller's default project. Dataset fields are also read under the names of Ragas, DeepEval, promptfoo and Phoenix exports (field_mapping says which); an unknown field → 422 naming it. The dataset may also be sent as text/csv (columns input, output, and optionally context, reference, system_prompt, tool_calls as JSON, or their aliases) with project_name and the other options as query parameters (input_type "csv"). Datasets of more than 500 items answer at once with status "processing"; poll GET /v2/failure-analysis/runs/{run_id}. With an Idempotency-Key header, a retry answers the first run.
         */
        post: operations["analyzeFailures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/failure-analysis/runs/{run_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show a failure-analysis run
         * @description The same document analyze returned; for a run that was processing, its current status or final result.
         */
        get: operations["getFailureAnalysisRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/failure-analysis/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's failure-analysis runs, newest first
         * @description The caller's runs (optionally of one project, or of one trace: trace_id) with status and summary, newest first, paged with limit and cursor. A key limited to projects sees only runs of those projects. An unknown project gives an empty page.
         */
        get: operations["listFailureAnalysisRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/failure-analysis/runs/{run_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page through the tags of a run
         * @description Every fail and unsure tag of a run, in item order, filtered (decision, bucket, subcategory, severity_label, min_severity, min_confidence, item_index) and paged with a cursor.
         */
        get: operations["listFailureAnalysisTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/failure-analysis/runs/{run_id}/inputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page through the items of a run
         * @description Every item of a run as a RunInput (texts and counts), in item order, paged with a cursor: the items a large run's response leaves out of its inputs (config.max_inputs_in_response). Items a job has not reached yet are not listed.
         */
        get: operations["listFailureAnalysisInputs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/failure-analysis/runs/{run_id}/items/{item_index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show one item of a run in full
         * @description The item as analysed (its RunInput, with reference, system prompt and metadata), so the character offsets of its tags' evidence can be shown in the full text. Unknown run or item → 404.
         */
        get: operations["getFailureAnalysisItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/failure-analysis/taxonomy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole failure taxonomy */
        get: operations["listTaxonomy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/failure-analysis/taxonomy/{bucket_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show one bucket of the failure taxonomy
         * @description A bucket of the failure taxonomy with every subcategory and its detector. Unknown bucket → 404.
         */
        get: operations["getTaxonomyBucket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Audit prompts and responses against the S1–S23 categories
         * @description Judges each prompt and each response apart, as guard models do, against the 23 content-safety categories, tells refusals from compliance, stores the batch with every item and returns its aggregate statistics. Dataset fields are also read under the names of Ragas, DeepEval, promptfoo and Phoenix exports (field_mapping says which); an unknown field → 422 naming it. Large datasets answer at once with status "processing". With an Idempotency-Key header, a retry answers the first batch.
         */
        post: operations["auditSecurity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/audit/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit batches, newest first
         * @description The caller's batches, each with its statistics, filtered by project_name and paged with limit and cursor. A key limited to projects sees only the batches of its projects.
         */
        get: operations["listSecurityAuditBatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/audit/batches/{batch_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an audit batch and its statistics
         * @description The same document the audit returned; counts grow while a large batch is processing. Unknown batch, one of another owner, or one outside the projects of a limited key → 404.
         */
        get: operations["getSecurityAuditBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/audit/batches/{batch_id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the audited items of a batch
         * @description Items in dataset order, each with its prompt and response verdicts, refusal, categories and per-category scores with evidence. Unknown batch, one of another owner, or one outside the projects of a limited key → 404.
         */
        get: operations["listSecurityAuditItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the S1–S23 safety categories
         * @description Label, key, name, definition and the signals the built-in classifier looks for, S1 to S23.
         */
        get: operations["listSecurityCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/redteam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a red-team run
         * @description Plans attacks (attack vectors × vulnerabilities × attacks_per_vector, reproducible from config.seed) against a target and queues them as a durable job. Answers at once; follow the run at GET /v2/security/redteam/runs/{run_id}, its WebSocket, and its attacks at GET /v2/security/redteam/runs/{run_id}/attacks. A project_id that names no project of the caller → 404.
         */
        post: operations["startRedTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/redteam/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the attack vectors and vulnerabilities
         * @description Keys, names and descriptions of every attack vector and vulnerability a run may plan.
         */
        get: operations["getRedTeamCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/redteam/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List red-team runs, newest first
         * @description The caller's runs, each with its status and tallies, filtered by project_name and paged with limit and cursor. A key limited to projects sees only the runs of its projects.
         */
        get: operations["listRedTeamRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/redteam/runs/{run_id}/matrix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attack success per attack vector × vulnerability
         * @description One tally per pair of the plan (attack vector × vulnerability), with its attack success rate; pairs with no attack judged yet have a null rate. Unknown or foreign run → 404.
         */
        get: operations["getRedTeamMatrix"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/redteam/runs/{run_id}/compare/{other_run_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare two red-team runs
         * @description Attack success rate (succeeded / judged; errors left out and counted apart) of the base run {run_id} and the head run {other_run_id}, overall, per vector, per vulnerability and per pair, with the change (head − base). regressions lists the rows whose rate rose (overall, vectors, vulnerabilities) and rate_rose says whether any did. A run not completed is compared on what it recorded so far (complete: false). Unknown or foreign run → 404.
         */
        get: operations["compareRedTeamRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/redteam/runs/{run_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a red-team run
         * @description Status, counts and attack success rates overall, per vector and per vulnerability, and timings. Unknown or foreign run → 404.
         */
        get: operations["getRedTeamRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/redteam/runs/{run_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a red-team run
         * @description A queued run is cancelled at once; a running one stops sending and records the attacks already answered. Finished runs are left as they are.
         */
        post: operations["cancelRedTeamRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/redteam/runs/{run_id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a failed or cancelled red-team run
         * @description Queues a failed or cancelled run again on its job (same job_id), which sends only the attacks still pending: attacks already recorded (succeeded, resisted or error) are kept and never sent again. Answers like the start, status "queued"; follow the run as after a start. A queued, running or completed run → 409. Unknown or foreign run → 404.
         */
        post: operations["resumeRedTeamRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/redteam/runs/{run_id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay a completed red-team run as a new run
         * @description Starts a new run (new run_id and job_id, replay_of set to this run) whose attacks are exactly the ones this run sent, in the same order: the same turns, and for a vector that retries (best_of_n) the same stored tries in order, stopping again at the first success; every answer is judged afresh. The target is this run's unless the body gives another; the project is this run's unless project_name is given ({} keeps both). Answers like the start. A run not completed → 409 (its attacks are not all known). Unknown or foreign run → 404.
         */
        post: operations["replayRedTeamRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/security/redteam/runs/{run_id}/attacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the attacks of a red-team run
         * @description Returns the attacks of a run in plan order (index), as sent and as judged, filtered by the query parameters and paged by limit and offset. X-Total-Count says how many attacks match the filters; while more remain, Link gives the next page (rel="next"). Unknown run, a run of another owner, or one outside the projects of a limited key → 404.
         */
        get: operations["listRedTeamAttacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/traces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * OTLP/HTTP trace export (protobuf or JSON)
         * @description The OpenTelemetry collector endpoint for traces: ExportTraceServiceRequest as application/x-protobuf or application/json (optionally gzip). Answers in the request's encoding; spans that cannot be stored are counted in partialSuccess (an attribute value nested more than 100 levels refuses its span); NUL characters and unpaired surrogates in names and attributes are replaced by U+FFFD, with a partialSuccess warning. Project: x-assay-project header, else the resource attribute assay.project, else "default". See docs/traces.md.
         */
        post: operations["exportOtlpTraces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/traces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List traces, newest first
         * @description Filtered by project, service, root span name, errors and start time; paged with limit and cursor.
         */
        get: operations["listTraces"];
        put?: never;
        /**
         * Store spans, messages, tool calls and retrievals (native JSON batch)
         * @description Parts of one or more traces, in any order and any number of requests. Each part is validated and stored on its own: the answer is 207 with one result per part (201 stored, 200 already stored, 422 invalid). Project: project_name, else the x-assay-project header, else "default". Too many ingestion requests in flight → 429 with Retry-After.
         */
        post: operations["ingestTraceParts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/traces/{trace_id}/full": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rebuild a trace from all its stored parts
         * @description Returns the trace rebuilt from every span, message, tool call and retrieval stored for it, in whatever order they arrived: metadata, summary, the conversation, the spans keyed by span id, retrievals, diagnostics and the execution tree ({roots, continuations}). Any trace id that names no trace the caller may read → 404: an unknown one, one of another owner, or one outside the projects of a key limited to projects.
         */
        get: operations["getFullTrace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/evaluate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluate a dataset or traces with quality metrics
         * @description Runs the metrics (all that apply when none are named) on every item and stores the run. Dataset fields are also read under the names of Ragas, DeepEval, promptfoo and Phoenix exports (field_mapping says which); an unknown field → 422 naming it. Datasets of more than 1,000 items answer at once with status "processing"; poll GET /v2/evaluate/runs/{run_id}.
         */
        post: operations["evaluate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/evaluate/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List evaluation runs, newest first
         * @description The caller's runs, each with its per-metric summary, filtered by project_name and paged with limit and cursor. A key limited to projects sees only the runs of its projects.
         */
        get: operations["listEvaluationRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/evaluate/runs/{run_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an evaluation run
         * @description Status and per-metric mean, pass rate and counts. Unknown or foreign run → 404.
         */
        get: operations["getEvaluationRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/evaluate/runs/{run_id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the items of an evaluation run
         * @description A JSON array of items in run order, each with its id and every metric's result.
         */
        get: operations["listEvaluationItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/evaluate/items/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show one evaluated item
         * @description Returns an item of an evaluation run with when the interaction took place, its full input and output, the context joined as one string (empty when none), every metric's result and a readable explanation of them (empty until evaluated). Any item id that names no item the caller may read → 404: unknown, of another owner, outside the projects of a limited key, or not a UUID.
         */
        get: operations["getEvaluationItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/evaluate/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare two evaluation runs
         * @description For two completed runs over the same items (paired by index): per metric, both means, the delta, wins, losses and ties item by item, and the p-value of a Wilcoxon signed-rank test.
         */
        get: operations["compareEvaluationRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/scanner/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a SARIF code-scan log
         * @description Stores a SARIF 2.1.0 log (Semgrep, CodeQL, Bandit…) for a project. Failure analysis with run_scan attaches the relevant findings of the project's latest upload (hard-coded secrets, injection sinks, unsafe tool execution) as evidence on related tags. Invalid SARIF → 422 naming what is wrong.
         */
        post: operations["uploadScan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Creates a member account and sends a verification mail (if the mail server fails, the account is still created: ask for the mail again with resend-verification). 409 when the address is taken (whatever its case). With ASSAY_SIGNUP=closed only an admin (key or session) may call it.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in (dashboard session)
         * @description Sets an HttpOnly session cookie and returns the CSRF token that cookie-authenticated requests changing something must send as 'x-csrf-token'. 401 on a wrong address or password (the same answer for both); 10 failures per address or per IP in 15 minutes → 429 with Retry-After.
         */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out
         * @description Ends the session of the cookie (with its x-csrf-token) and clears the cookie. With an API key: nothing to end, 204.
         */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current dashboard session
         * @description The signed-in user and the CSRF token of the session cookie ({"signed_in": true, …}), or {"signed_in": false} without a live session (no cookie, or one expired or logged out; such a cookie is cleared). Always 200: the dashboard asks on every load, and a signed-out visitor is an answer, not an error.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who am I
         * @description The caller: the user, how the request was authenticated, and the projects its key is limited to.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change my address, name or password
         * @description Changes the caller's e-mail address, display name or password, and answers the caller as GET /v2/auth/me does. The first-start admin has no address and no password: give it both with its key, then sign in to the dashboard as it and see what the key made. An account that has a password must send it as current_password to change the address or the password (wrong → 403). A new address is unverified and gets a verification mail. A key limited to projects → 403. An address of another account → 409.
         */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/v2/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's API keys
         * @description Prefixes, limits, creation and last use, revocation; never secrets. A key limited to projects lists only itself.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates a key for the caller, optionally limited to some projects. The secret is in this answer only.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes one of the caller's keys (an admin may revoke anyone's). Another user's key answers 404, and so does any key but itself for a key limited to projects.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/device/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a device login (RFC 8628)
         * @description Returns a device code for the client and a user code for a person to approve at verification_uri.
         */
        post: operations["startDeviceLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/device/code/{user_code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a pending device login
         * @description Which client asked for a user code (its client_name) and until when the code is valid, so the person can check it before approving. A code that is unknown, expired or already decided → 404.
         */
        get: operations["getPendingDeviceLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/device/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or deny a device login
         * @description The signed-in user approves (or denies) a user code; the client's next poll then receives a key of this user.
         */
        post: operations["approveDeviceLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/device/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Poll a device login for its key (RFC 8628 §3.4)
         * @description Answers 400 {"error": …} until approved (authorization_pending, slow_down, expired_token, access_denied), then 200 with a new API key, once.
         */
        post: operations["pollDeviceLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-send the verification mail
         * @description Sends the key's owner a new single-use, expiring verification link, or says plainly why not: 200 JSON for every valid key, whose status is sent, already_verified, no_address (the first-start admin) or rate_limited (3 mails an hour at most; retry_after_seconds says when to ask again). Takes no body (an empty body or {} is accepted; any other body is ignored).
         */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow a verification link
         * @description Marks the address of the link's user verified. Each link works once and expires after 24 hours.
         */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** ValidationError */
        ValidationError: {
            /** @description Where the error is: "body", "query", "path" or "header", then the field path (array indices as integers). */
            loc: (string | number)[];
            /** @description What is wrong and how to fix it, for a person. */
            msg: string;
            /** @description A machine-readable error type, as pydantic names them (missing, string_type, json_invalid...). */
            type: string;
        };
        /** HTTPValidationError */
        HTTPValidationError: {
            detail: components["schemas"]["ValidationError"][];
        };
        /** ErrorResponse */
        ErrorResponse: {
            /** @description What went wrong, for a person. */
            detail: string;
        };
        /** Project */
        Project: {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: date-time */
            created_at: string;
        };
        /** ProjectCreate */
        ProjectCreate: {
            /**
             * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
             * @example support-bot
             */
            name: string;
        };
        /**
         * ProjectSettings
         * @description A project's failure-analysis thresholds.
         */
        ProjectSettings: {
            /** @description should_alert is set when a fail tag reaches this confidence (default 0.7). */
            alert_threshold: number;
            /** @description should_gate_ci is set when a gating fail tag reaches this confidence (default 0.8). */
            gate_threshold: number;
            /** @description needs_human_review is set on fail tags below this confidence, and on unsure tags (default 0.6). */
            review_threshold: number;
        };
        /**
         * ProjectSettingsUpdate
         * @description New settings; fields left out return to their defaults.
         */
        ProjectSettingsUpdate: {
            /** @description should_alert is set when a fail tag reaches this confidence (default 0.7). */
            alert_threshold?: number;
            /** @description should_gate_ci is set when a gating fail tag reaches this confidence (default 0.8). */
            gate_threshold?: number;
            /** @description needs_human_review is set on fail tags below this confidence, and on unsure tags (default 0.6). */
            review_threshold?: number;
        };
        /**
         * ProjectCustomRules
         * @description A project's custom rules (docs/custom-rules.md).
         */
        ProjectCustomRules: {
            /** @description The project's rules, run by each of its failure analyses beside the request's own (config.custom_rules), which replace those of the same name. */
            custom_rules: components["schemas"]["CustomRule"][];
        };
        /**
         * CatalogueRule
         * @description One named rule: what it reads, its examples, its source.
         */
        CatalogueRule: {
            /** @description The id tags name in `evidence_items[].metadata.rule_id`. */
            id: string;
            /** @description Assay's own, or the project's custom rule. */
            origin: "built-in" | "project";
            /** @description pattern / keywords: a built-in rule as data; reading: a reader in code (a detector, a safety reading); model: the guard or the judge; custom: a team rule. */
            kind: "pattern" | "keywords" | "reading" | "model" | "custom";
            /** @description The rule set it belongs to (built-in data rules), else null. */
            set: string | null;
            /** @description Where its verdicts appear. */
            area: "failure-analysis" | "security" | "both";
            description: string;
            /** @description The texts it reads: input, output, context, tool_results, system_prompt, trace. */
            where: string[];
            /** @description Its fixed confidence; null where each finding sets its own. */
            confidence: number | null;
            /** @description Readings that must hold for it to fire. */
            requires: string[];
            /** @description Readings under which it does not fire (its exceptions). */
            unless: string[];
            /** @description Its pattern, or its keywords joined by ", "; null for readings and models. */
            match: string | null;
            /** @description What it fires on, and look-alikes it does not. */
            examples: {
                match: (string | {
                    [key: string]: unknown;
                })[];
                no_match: (string | {
                    [key: string]: unknown;
                })[];
            };
            /** @description The labelled set and half it was tuned on (or hand-written), and when; null for models and custom rules. */
            source: {
                set: string;
                half: string;
                date: string;
                commit?: string;
            } | null;
            /** @description Its measured precision on the held-out halves of the shared sets (bench:quality); null until measured. */
            precision: number | null;
        };
        /**
         * RuleCatalogue
         * @description The named rules: built-in, and the project’s own when one is named.
         */
        RuleCatalogue: {
            rules: components["schemas"]["CatalogueRule"][];
            /** @description How many rules are listed. */
            total: number;
        };
        /** JobEvent */
        JobEvent: {
            /** Format: date-time */
            at: string;
            /** @description queued, started, lease_expired, retry_scheduled, released, cancel_requested, completed, failed, cancelled or resumed. */
            event: string;
            message: string | null;
            data: unknown;
        };
        /** Job */
        Job: {
            /** Format: uuid */
            job_id: string;
            /** @description What the job does, e.g. redteam.run. */
            kind: string;
            status: "queued" | "running" | "completed" | "failed" | "cancelled";
            project_name: string | null;
            /** @description Attempts started so far, including takeovers after a worker died. */
            attempts: number;
            /** @description Attempts started since the job last made progress; a job is given up once more than max_attempts are. */
            stalled_attempts: number;
            /** @description Most attempts in a row without progress (failures, or workers that died) before the job fails. */
            max_attempts: number;
            cancel_requested: boolean;
            /** @description Job-specific progress, e.g. {"done": 40, "total": 100}. */
            progress: {
                [key: string]: unknown;
            };
            /** @description What the job produced, once completed. */
            result: unknown;
            /** @description The last failure, if any. */
            error: string | null;
            /** Format: date-time */
            created_at: string;
            started_at: string | null;
            finished_at: string | null;
            events: components["schemas"]["JobEvent"][];
        };
        /**
         * SeverityLabel
         * @description The level of a failure in words, from impact + risk (docs/scoring.md): 5 critical, 4 high, 3 medium, 2 low, 0–1 info. A fail of level critical always gates CI; the number (severity) also weighs confidence and frequency.
         */
        SeverityLabel: "critical" | "high" | "medium" | "low" | "info";
        /**
         * RiskCategory
         * @description How exposed a failure leaves the user or the business (trust, money, law): low, medium or high; scored as risk 0, 1, 2.
         */
        RiskCategory: "low" | "medium" | "high";
        /**
         * FeatureKind
         * @description What kind of AI application produced the items: rag (answers grounded in retrieved context), agent (tool calls), agentic_rag (tool calls and retrieved context), generic_llm (prompt in, answer out).
         */
        FeatureKind: "rag" | "agent" | "agentic_rag" | "generic_llm";
        /**
         * DetectorType
         * @description How a detector decides: deterministic (rules and text analysis, no language model), llm_judge (a language-model judge alone), hybrid (a deterministic signal combined with a judge).
         */
        DetectorType: "deterministic" | "llm_judge" | "hybrid";
        /**
         * Subcategory
         * @description One kind of failure in the taxonomy (level 2), with how it is detected and scored.
         */
        Subcategory: {
            /** @description Stable subcategory id, unique across the taxonomy (level-2 category). */
            subcategory_id: string;
            /** @description Short human-readable name. */
            subcategory_name: string;
            /** @description What this failure is, in plain words. */
            description: string;
            detection_approach: components["schemas"]["DetectorType"];
            /** @description The application kinds (feature_kind) it applies to. */
            applies_to: components["schemas"]["FeatureKind"][];
            /** @description True when it needs retrieved context (items with context). */
            requires_retrieval: boolean;
            /** @description True when it needs tool calls. */
            requires_tools: boolean;
            /** @description True when it can be detected from dataset items alone (minimal mode); false when it needs a trace (full mode). */
            minimal_mode_compatible: boolean;
            /** @description Inputs it needs beyond the prompt and the answer: context, tool_calls, system_prompt, reference, or a trace. When no item has one, it is skipped with the reason in detectors_skipped_reasons. */
            required_inputs: ("context" | "tool_calls" | "system_prompt" | "reference" | "trace")[];
            /** @description Evaluation metrics (e.g. "faithfulness") run with it and used for metric agreement in scoring. */
            related_eval_metrics: string[];
            /** @description Security categories (labels "S1".."S23") whose unsafe verdict strengthens it. */
            related_security_categories: string[];
            /** @description How badly one occurrence hurts the user or the task, 0 (not at all) to 3 (severely). With risk it makes severity (docs/scoring.md). */
            impact_score: number;
            risk_category: components["schemas"]["RiskCategory"];
            /** @description Id of the bucket it belongs to, e.g. "hallucination_grounding". */
            bucket_id: string;
            /** @description What the detector looks for, one observable signal per entry. */
            signals: string[];
            /** @description Short examples of the failure. */
            examples: string[];
            /** @description What a team can do to fix this failure. */
            remediation: string;
            /** @description True when a confident fail tag of it sets should_gate_ci. */
            gates_ci_by_default: boolean;
        };
        /**
         * TaxonomyBucket
         * @description A group of related failure subcategories (level 1).
         */
        TaxonomyBucket: {
            /** @description Stable bucket id (level-1 category), e.g. "hallucination_grounding", "instruction_compliance". */
            bucket_id: string;
            /** @description Short human-readable name. */
            bucket_name: string;
            /** @description What the failures of this bucket have in common. */
            description: string;
            /** @description Every subcategory of the bucket. */
            subcategories: components["schemas"]["Subcategory"][];
        };
        /**
         * MinimalInputItem
         * @description One interaction of the AI feature: what went in, what came out, and what it used. Fields are also read under the names of Ragas, DeepEval, promptfoo and Arize Phoenix exports (question, answer, contexts, ground_truth, user_input, response, retrieved_contexts, actual_output, expected_output, retrieval_context, …; promptfoo results and Phoenix spans and examples flattened): the run says which in field_mapping (docs/api.md, "Dataset fields"). A field that is none of them → 422 naming it, with the nearest known name.
         */
        MinimalInputItem: {
            /** @description What the user sent to the AI feature (the prompt or question). May be empty. */
            input: string;
            /** @description What the AI feature answered. May be empty (an empty answer is itself a finding). */
            output: string;
            /** @description Retrieved documents or chunks the answer should be grounded in, one string per chunk; null or absent when none. */
            context?: string[] | null;
            /** @description A known-good answer, for metrics that compare against one. */
            reference?: string;
            /** @description Tool invocations with their outputs, in order; null or absent when none. Two shapes are read: (1) OpenAI function-call objects {"id", "type": "function", "function": {"name", "arguments"}} (arguments a JSON string), with the result in a separate object {"tool_call_id", "content"} (or "output"/"result"); (2) flat objects {"name", "arguments" | "args" | "input" | "input_parameters", "output" | "result" | "error"} (DeepEval's ToolCall among them). Malformed arguments (broken JSON) are analysed, not rejected. */
            tool_calls?: {
                [key: string]: unknown;
            }[] | null;
            /** @description Free-form data about the item, kept with the run. */
            metadata?: {
                [key: string]: unknown;
            };
            /** @description The system prompt in effect, for instruction-compliance and leakage checks. */
            system_prompt?: string;
        };
        /**
         * CustomRule
         * @description A team's own check: a pattern or keywords, and the tag a match gives.
         */
        CustomRule: {
            /** @description The rule's name, unique in the run (lower-case letters, digits and _): tags it gives say detector_id `rule:<name>`. */
            name: string;
            /** @description What the rule catches, for a person: the first words of its tags' rationale. */
            description?: string;
            /** @description A regular expression in JavaScript syntax, run on RE2 (linear time; no lookarounds or backreferences). Give pattern or keywords, not both. */
            pattern?: string;
            /** @description Words or phrases, any of which matches as a whole word (spaces match any run of white space). Give pattern or keywords, not both. */
            keywords?: string[];
            /** @description Match upper and lower case apart (default: case does not matter). */
            case_sensitive?: boolean;
            /** @description The texts to look in: input, output, context, tool_results (default: ["output"]). */
            where?: ("input" | "output" | "context" | "tool_results")[];
            /** @description The taxonomy bucket its tags belong to (GET /v2/failure-analysis/taxonomy). */
            bucket_id: string;
            /** @description The subcategory of its tags: one of the bucket's, or the team's own id (default: the rule's name). Rules may share their own subcategory. */
            subcategory_id?: string;
            /** @description The name of the team's own subcategory (default: from its id). Not for the taxonomy's. */
            subcategory_name?: string;
            severity_label?: components["schemas"]["SeverityLabel"];
            /** @description What a match is: fail (default), or unsure (for a person to look at). */
            decision?: "fail" | "unsure";
            /** @description The confidence of its tags (default 1: a match is certain). */
            confidence?: number;
            /** @description Whether a fail of this rule at the gate threshold sets should_gate_ci (default false). Decided by the rule alone: gate_subcategories does not change it. A critical fail always gates, so a critical fail rule cannot say false. */
            gates_ci?: boolean;
            /** @description What to do about a match (default: the subcategory's remediation, or a general one). */
            remediation?: string;
        };
        /**
         * FailureAnalysisConfig
         * @description Per-run overrides; each threshold falls back to the project's settings, then to the server defaults.
         */
        FailureAnalysisConfig: {
            /** @description should_alert is set when a fail tag reaches this confidence. Overrides the project's setting for this run. */
            alert_threshold?: number;
            /** @description should_gate_ci is set when a fail tag of a gating subcategory, or of severity critical, reaches this confidence. Overrides the project's setting for this run. */
            gate_threshold?: number;
            /** @description needs_human_review is set on unsure tags and on fail tags whose confidence is below this value. Overrides the project's setting for this run. */
            review_threshold?: number;
            /** @description The subcategories whose confident fail tags gate CI (should_gate_ci), in place of the taxonomy's defaults (gates_ci_by_default); a fail of level critical gates whatever the list. [] gates on critical fails only. Unknown ids → 422. */
            gate_subcategories?: string[];
            /** @description The team's own checks for this run (docs/custom-rules.md), beside the project's (PUT /v2/projects/{name}/custom-rules): a rule of the same name replaces the project's. Each match is a tag with detector_id `rule:<name>`. */
            custom_rules?: components["schemas"]["CustomRule"][];
            /** @description Most items returned in the response's inputs (the rest page through GET /v2/failure-analysis/runs/{run_id}/inputs); when absent, 1,000. */
            max_inputs_in_response?: number;
            /** @description Most tags returned in the response (the rest page through GET /v2/failure-analysis/runs/{run_id}/tags); when absent the server's limit applies. */
            max_tags_in_response?: number;
        };
        /**
         * FailureAnalysisRequest
         * @description Analyse a dataset (minimal mode) or a stored trace (full mode) for failures. Every field is optional, but exactly one of dataset and trace_id must be given (neither or both → 422); without project_name the run goes to the caller's default project.
         */
        FailureAnalysisRequest: {
            /** @description A stored trace to analyse (full mode), as ingested through /v1/traces or /api/v1/traces. Give exactly one of dataset and trace_id. */
            trace_id?: string | null;
            /** @description Items to analyse (minimal mode). Give exactly one of dataset and trace_id. */
            dataset?: components["schemas"]["MinimalInputItem"][] | null;
            /** @description Project to file the run under, created on first use; absent: the caller's default project (docs/api.md). */
            project_name?: string | null;
            /** @description The application type; detected from the items when absent (tool calls and context → agentic_rag, tool calls → agent, context → rag, else generic_llm). */
            feature_kind?: components["schemas"]["FeatureKind"] | null;
            /** @description Subcategory ids to check. With buckets, the union of both is checked; when both are absent, every subcategory that applies. Unknown ids → 422. */
            subcategories?: string[] | null;
            /** @description Bucket ids whose subcategories are all checked, in union with subcategories. Unknown ids → 422. */
            buckets?: string[] | null;
            /**
             * @description Run the evaluation metrics related to the subcategories checked.
             * @default true
             */
            run_eval?: boolean;
            /**
             * @description Run the security audit (S1–S23) on the items.
             * @default true
             */
            run_security?: boolean;
            /**
             * @description Attach the relevant findings of the project's latest code-scan upload as evidence, when it has one (when run_scan is sent as true and there is none, not_run.scan says so).
             * @default true
             */
            run_scan?: boolean;
            /** @description Security categories always checked and reported, by label ("S9") or key ("s9-pii-privacy"). Unknown ones → 422. */
            mandatory_security_categories?: string[];
            /** @description Evaluation metrics always run (e.g. "faithfulness"). Unknown names → 422. */
            mandatory_eval_metrics?: string[];
            /** @description A language-model provider key used by the judges for this request only (docs/judge.md): never stored, logged or returned. */
            llm_api_key?: string | null;
            config?: components["schemas"]["FailureAnalysisConfig"];
        };
        /**
         * EvidenceItem
         * @description One piece of evidence behind a tag.
         */
        EvidenceItem: {
            /** @description Id of this piece of evidence, unique across the service. */
            item_id: string;
            /** @description What kind of evidence, an open set: content_snippet (a quote from the text), rationale (a one-line reason), metric (an evaluation metric value), span (a trace span), scan_finding (a code-scan finding), security (a security-audit verdict). */
            evidence_type: string;
            /** @description What this evidence shows, for a person. */
            description: string;
            /** @description The quoted text, when the evidence points into a text; null otherwise. */
            content_snippet: string | null;
            /** @description Where the evidence comes from: input, output, context, tool_call, trace, scan or detector. */
            source: string;
            /** @description How sure this piece is: 1 for a quote or a reason, the verdict's confidence for a security verdict. */
            confidence: number;
            /** @description Free-form details: e.g. "start" and "end" (character offsets of the snippet in its source text, end exclusive), "span_id", "rule_id", "metric", "label". */
            metadata: {
                [key: string]: unknown;
            };
        };
        /**
         * ScoringBreakdown
         * @description How a tag's severity and confidence were computed (docs/scoring.md).
         */
        ScoringBreakdown: {
            /** @description Impact level 0–3: the subcategory's impact_score, or the finding's own when it is worse or milder than usual. */
            impact: number;
            /** @description Risk level 0–2 from the risk category (low 0, medium 1, high 2). */
            risk: number;
            /** @description How often the failure occurs in the item: 1 for one place, +0.1 for each further place it is quoted (at most 1.5). */
            frequency_weight: number;
            /** @description The security category (label "S1".."S23") whose unsafe verdict raised this tag to fail; null when none did. */
            security_override: string | null;
            /** @description Weight of the deterministic score in the combination. */
            deterministic_weight: number;
            /** @description Weight of the judge score in the combination. */
            judge_weight: number;
            /** @description Contribution of related security-audit verdicts to the confidence. */
            security_weight: number;
            /** @description Added when related evaluation metrics agree with the decision. */
            metric_agreement_bonus: number;
            /** @description Subtracted when the deterministic signal and the judge, or the metrics, disagree. */
            disagreement_penalty: number;
            /** @description (impact + risk) × frequency_weight × final_confidence, at most 5 (equals the tag's severity). */
            final_severity: number;
            /** @description The confidence of the tag after every adjustment (equals the tag's confidence). */
            final_confidence: number;
            /** @description Confidence the detector reported before any adjustment. */
            base_confidence: number;
            /** @description Score of the deterministic signal; null when the detector has none (llm_judge). */
            deterministic_score: number | null;
            /** @description Score of the language-model judge; null when no judge took part. */
            judge_score: number | null;
            /** @description Weight of the tag's severity level in the run's overall_score. */
            severity_weight: number;
            /** @description How the final confidence and severity were reached, in a few sentences. */
            explanation: string;
        };
        /**
         * FailureTag
         * @description One detector's decision about one subcategory for one item.
         */
        FailureTag: {
            /**
             * Format: uuid
             * @description Id of the tag.
             */
            tag_id: string;
            /** @description Parent bucket (level-1 category). */
            bucket_id: string;
            /** @description Human-readable name of the bucket. */
            bucket_name: string;
            /** @description Subcategory (level-2 category) found, or ruled out for a pass. */
            subcategory_id: string;
            /** @description Human-readable name of the subcategory. */
            subcategory_name: string;
            /** @description 0-based index of the dataset item the tag belongs to. Always set (never null): in full mode, items are the trace's turns and a trace-level finding belongs to the turn it concerns. */
            item_index: number;
            /** @description fail: the failure is present; pass: checked and absent; unsure: the detector could not decide. */
            decision: "pass" | "fail" | "unsure";
            /** @description How badly it failed, 0–5 (equals scoring_breakdown.final_severity). */
            severity: number;
            /** @description Confidence in the decision, 0–1 (equals scoring_breakdown.final_confidence). */
            confidence: number;
            detector_type_used: components["schemas"]["DetectorType"];
            /** @description The language-model judge's explanation; null when no judge took part. */
            judge_rationale: string | null;
            scoring_breakdown: components["schemas"]["ScoringBreakdown"];
            /** @description Scores of the related evaluation metrics for this item, metric name to score. */
            eval_metric_values: {
                [key: string]: number;
            };
            /** @description Evidence behind the decision, most telling first. */
            evidence_items: components["schemas"]["EvidenceItem"][];
            severity_label: components["schemas"]["SeverityLabel"];
            /** @description Trace the item comes from; null for dataset items. */
            trace_id: string | null;
            /** @description Span the finding points to; null when not trace-level. */
            span_id: string | null;
            /** @description Id of the detector that produced the tag. */
            detector_id: string;
            /** @description True when this tag alone is enough to fail a CI gate. */
            should_gate_ci: boolean;
            /** @description True when a person should look at this tag (unsure, or low confidence). */
            needs_human_review: boolean;
            /** @description What to do about it. */
            remediation: string;
        };
        /**
         * FailureSummary
         * @description Aggregates of a failure-analysis run.
         */
        FailureSummary: {
            /** @description Subcategory id of the highest-severity failure (ties: the subcategory with more fail tags, then its id); null when nothing failed. */
            primary_failure: string | null;
            /** @description Human-readable name of primary_failure; null when nothing failed. */
            primary_failure_name: string | null;
            /** @description Severity 0–5 of the primary tag (primary_tag_id: the fail of the highest level, then of the highest severity); 0 when nothing failed. */
            overall_severity: number;
            /** @description Confidence of the primary tag; 0 when nothing failed. */
            overall_confidence: number;
            /** @description Fail tags. */
            total_failures_detected: number;
            /** @description Checks that passed (a check of one subcategory on one item that found nothing). Pass tags are counted, not listed. */
            total_passes: number;
            /** @description Unsure tags. */
            total_uncertain: number;
            /** @description Items analysed. */
            total_items: number;
            /** @description Items with at least one fail tag. */
            items_with_failures: number;
            /** @description Items with no fail tag (total_items − items_with_failures). */
            items_all_passed: number;
            /** @description Bucket ids with fail tags, in taxonomy order. */
            buckets_affected: string[];
            /** @description True when a fail tag reached the alert threshold. */
            should_alert: boolean;
            /** @description True when CI should fail: see gate_reasons. */
            should_gate_ci: boolean;
            /** @description True when at least one tag needs human review. */
            needs_human_review: boolean;
            /** @description Bucket of primary_failure; null when nothing failed. */
            primary_bucket: string | null;
            /** @description The fail tag that primary_failure, overall_severity and overall_confidence are read from (the highest level, then the highest severity); null when nothing failed. */
            primary_tag_id: string | null;
            /** @description That tag's level (severity_label): the word for overall_severity's tag, which decides the rank; null when nothing failed. */
            primary_severity_label: components["schemas"]["SeverityLabel"] | null;
            /** @description Health of the whole input: 1 is healthy, 0 is failing everywhere. */
            overall_score: number;
            /** @description Fail tags per severity level (severity_label); every level is present. */
            severity_counts: {
                /** @description Fail tags of level critical. */
                critical: number;
                /** @description Fail tags of level high. */
                high: number;
                /** @description Fail tags of level medium. */
                medium: number;
                /** @description Fail tags of level low. */
                low: number;
                /** @description Fail tags of level info. */
                info: number;
            };
            /** @description Fail tags per bucket id; buckets without fail tags are left out. */
            bucket_counts: {
                [key: string]: number;
            };
            /** @description Why should_gate_ci is true, one sentence per reason; empty when it is false. */
            gate_reasons: string[];
            /** @description The thresholds in effect: the request's config, else the project's settings, else the server defaults. */
            thresholds: {
                /** @description Alert threshold used. */
                alert: number;
                /** @description CI-gate threshold used. */
                gate: number;
                /** @description Human-review threshold used. */
                review: number;
            };
        };
        /**
         * RunInput
         * @description One analysed item: its texts and its tag counts.
         */
        RunInput: {
            /** @description 0-based index of the item in the dataset (as in FailureTag.item_index). */
            item_index: number;
            /** @description The original prompt, in full. */
            input_text: string;
            /** @description The original model response, in full. */
            output_text: string;
            /** @description The input's first 200 Unicode code points, followed by "…" when it is longer (for tables). */
            input_preview: string;
            /** @description The output's first 200 Unicode code points, followed by "…" when it is longer (for tables). */
            output_preview: string;
            /** @description Retrieved documents or chunks; null when the item had none. */
            context: string[] | null;
            /** @description Tool calls as posted; null when the item had none. */
            tool_calls: {
                [key: string]: unknown;
            }[] | null;
            /** @description Trace the item comes from (full mode); null for dataset items. */
            trace_id: string | null;
            /** @description Fail tags of this item. */
            failure_count: number;
            /** @description Checks of this item that passed. */
            pass_count: number;
            /** @description Unsure tags of this item. */
            unsure_count: number;
            /** @description Highest severity among the item's fail tags; 0 when none failed. */
            max_severity: number;
        };
        /**
         * FailureAnalysisResponse
         * @description A failure-analysis run: its summary, tags and per-item results.
         */
        FailureAnalysisResponse: {
            /**
             * Format: uuid
             * @description Id of the run; GET /v2/failure-analysis/runs/{run_id} returns this document.
             */
            run_id: string;
            /** @description processing: a large input runs as a job (poll the run); completed: every field is final; failed: see error. */
            status: "completed" | "processing" | "failed";
            /** @description minimal: dataset items only; full: a trace, with trace-level detectors. */
            mode: "minimal" | "full";
            /** @description What was posted: trace (a trace_id), json (a JSON dataset) or csv (a text/csv body). */
            input_type: "trace" | "json" | "csv";
            /** @description The names the dataset items were read under that are not Assay's own, each with the field it gave: {"question": "input", "contexts": "context", "vars.topic": "metadata.vars.topic"} (a dotted name is a path into a nested export; "[user]" a chat message list's part). Empty when every item used Assay's names, and for traces (docs/api.md, "Dataset fields"). */
            field_mapping: {
                [key: string]: string;
            };
            feature_kind: components["schemas"]["FeatureKind"];
            summary: components["schemas"]["FailureSummary"];
            /** @description Fail and unsure tags, fail first, by descending severity then confidence; at most config.max_tags_in_response (the rest page through GET /v2/failure-analysis/runs/{run_id}/tags). Passes are counted, not listed. */
            failure_tags: components["schemas"]["FailureTag"][];
            /** @description The items in order with their counts; at most config.max_inputs_in_response (the rest page through GET /v2/failure-analysis/runs/{run_id}/inputs). */
            inputs: components["schemas"]["RunInput"][];
            /** @description Mean of each evaluation metric over the items, metric name to score; null when evaluation did not run. */
            eval_metrics: {
                [key: string]: number;
            } | null;
            /** @description Linked evaluation run; null when evaluation did not run. */
            eval_run_id: string | null;
            /** @description Security-audit verdict per category label ("S1".."S23") over the items; null when the audit did not run. */
            security_flags: {
                [key: string]: "safe" | "unsafe";
            } | null;
            /** @description Linked security-audit batch; null when the audit did not run. */
            security_batch_id: string | null;
            /** @description Subcategories that were analysed. */
            detectors_run: string[];
            /** @description Subcategories skipped as not applicable (reasons in detectors_skipped_reasons). */
            detectors_skipped: string[];
            /** @description Wall time of the analysis in milliseconds; 0 while processing. */
            duration_ms: number;
            /** @description Language-model tokens used by judges during the run; 0 when no judge ran. */
            tokens_used: number;
            /**
             * Format: date-time
             * @description When the run was created.
             */
            created_at: string;
            /** @description Project the run belongs to. */
            project_name: string;
            /** @description Why the run failed; null unless status is failed. */
            error: string | null;
            /** @description The analysed trace; null for datasets. */
            trace_id: string | null;
            /** @description Fail and unsure tags the run produced (failure_tags may hold fewer). */
            failure_tags_total: number;
            /** @description True when failure_tags holds fewer than failure_tags_total. */
            failure_tags_truncated: boolean;
            /** @description Items of the run (inputs may hold fewer). */
            inputs_total: number;
            /** @description True when inputs holds fewer than inputs_total. */
            inputs_truncated: boolean;
            /** @description For each subcategory in detectors_skipped, why it did not run (e.g. "needs context", "needs a language-model judge"). */
            detectors_skipped_reasons: {
                [key: string]: string;
            };
            /** @description The project's latest code-scan upload, which the run used; null when none was used. */
            scan_upload_id: string | null;
            /** @description Extra. The relevant findings of the project's latest scan (scan_upload_id), errors first, at most 50, shown for the run as a whole; a finding is also evidence on a tag only when it names the tag's tool, file or span. Null when the run used no scan. */
            scan_findings?: {
                rule_id: string;
                /** @description error, warning, note or none. */
                level: string;
                /** @description The first 300 characters of the finding. */
                message: string;
                file: string | null;
                line: number | null;
                tool: string;
                /** @description hardcoded_secret, injection_sink, command_execution, ssrf or path_traversal. */
                kind: string;
                cwe: string[];
            }[] | null;
            /** @description Features that were asked for (run_eval, run_security, run_scan) but did not run, each with its reason. Never an error. */
            not_run: {
                /** @description Why evaluation did not run. */
                eval?: string;
                /** @description Why the security audit did not run. */
                security?: string;
                /** @description Why no code-scan findings were attached. */
                scan?: string;
            };
            /** @description When the run completed or failed; null while processing. */
            completed_at: string | null;
        };
        /**
         * FailureAnalysisRunListItem
         * @description One run in the list of runs: its status and summary, without tags or items.
         */
        FailureAnalysisRunListItem: {
            /**
             * Format: uuid
             * @description Id of the run; GET /v2/failure-analysis/runs/{run_id} returns its document.
             */
            run_id: string;
            /** @description Project the run belongs to. */
            project_name: string;
            /** @description As in the run document: a run whose job failed or was cancelled is failed. */
            status: "processing" | "completed" | "failed";
            /** @description Why the run failed; null unless status is failed. */
            error: string | null;
            mode: "minimal" | "full";
            input_type: "trace" | "json" | "csv";
            feature_kind: components["schemas"]["FeatureKind"];
            /** @description The analysed trace; null for datasets. */
            trace_id: string | null;
            /** @description Items in the run (known from the start, also while processing). */
            total_items: number;
            /** @description The run's summary (primary failure, max severity, alert/gate/review flags…); null until the run completed. */
            summary: components["schemas"]["FailureSummary"] | null;
            /** Format: date-time */
            created_at: string;
            /** @description When the run completed or failed; null while processing. */
            completed_at: string | null;
            /** @description Wall time of the analysis in milliseconds; 0 unless completed. */
            duration_ms: number;
        };
        /** FailureAnalysisRunPage */
        FailureAnalysisRunPage: {
            runs: components["schemas"]["FailureAnalysisRunListItem"][];
            /** @description Pass as cursor for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /** FailureTagPage */
        FailureTagPage: {
            tags: components["schemas"]["FailureTag"][];
            /** @description Pass as cursor for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * FailureAnalysisItem
         * @description One item of a run in full: its RunInput with what else was posted. Evidence offsets (metadata.start/end) point into input_text, output_text, or the context chunks joined by "\n\n".
         */
        FailureAnalysisItem: {
            /** @description The run the item belongs to. */
            run_id: string;
            /** @description 0-based index of the item in the dataset (as in FailureTag.item_index). */
            item_index: number;
            /** @description The original prompt, in full. */
            input_text: string;
            /** @description The original model response, in full. */
            output_text: string;
            /** @description The input's first 200 Unicode code points, followed by "…" when it is longer (for tables). */
            input_preview: string;
            /** @description The output's first 200 Unicode code points, followed by "…" when it is longer (for tables). */
            output_preview: string;
            /** @description Retrieved documents or chunks; null when the item had none. */
            context: string[] | null;
            /** @description Tool calls as posted; null when the item had none. */
            tool_calls: {
                [key: string]: unknown;
            }[] | null;
            /** @description Trace the item comes from (full mode); null for dataset items. */
            trace_id: string | null;
            /** @description Fail tags of this item. */
            failure_count: number;
            /** @description Checks of this item that passed. */
            pass_count: number;
            /** @description Unsure tags of this item. */
            unsure_count: number;
            /** @description Highest severity among the item's fail tags; 0 when none failed. */
            max_severity: number;
            /** @description The known-good answer posted with the item; null when none. */
            reference: string | null;
            /** @description The system prompt posted with the item; null when none. */
            system_prompt: string | null;
            /** @description As posted; {} when none. */
            metadata: {
                [key: string]: unknown;
            };
            /** @description False while a job has not reached the item (its counts are 0 until then). */
            analysed: boolean;
        };
        /**
         * RunInputPage
         * @description A page of a run's items (RunInput), in item order.
         */
        RunInputPage: {
            inputs: components["schemas"]["RunInput"][];
            /** @description Pass as cursor for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * AuditItem
         * @description One prompt, and optionally the response to it, to audit. A dataset item's other fields (context, reference, tool_calls, system_prompt) are accepted and not used, and fields are read under the same aliases as in analyze (field_mapping says which; docs/api.md, "Dataset fields"): an unknown field → 422 naming it.
         */
        AuditItem: {
            /** @description The user prompt. May be empty. */
            input: string;
            /** @description The model's response. Absent, null or empty: the item is judged on its prompt alone. */
            output?: string | null;
            /** @description Free-form data about the item, kept with it. */
            metadata?: {
                [key: string]: unknown;
            };
        };
        /**
         * SecurityAuditConfig
         * @description Options of an audit.
         */
        SecurityAuditConfig: {
            /** @description Categories to check, by label ("S8") or key ("s8-hate-identity-hate"); all 23 when absent. Unknown ones → 422 listing the known ones. */
            check_categories?: string[];
            /**
             * @description Keep evidence snippets with each category score of the stored items.
             * @default true
             */
            include_evidence?: boolean;
        };
        /**
         * SecurityAuditRequest
         * @description Audit prompts and responses against the S1–S23 categories; the project is created on first use, and is the caller's default project when none is named. Large datasets run as a job: the batch answers with status "processing".
         */
        SecurityAuditRequest: {
            /**
             * @description Project of the batch, created on first use; the caller's default project when absent.
             * @example support-bot
             */
            project_name?: string;
            /** @description Name of the batch; generated from the time when absent. */
            batch_name?: string;
            /** @description Items to audit, at least one. */
            dataset: components["schemas"]["AuditItem"][];
            config?: components["schemas"]["SecurityAuditConfig"];
            /** @description API key for the server's configured guard-model and language-model judge endpoints, for this request only: never stored, logged or returned. */
            llm_api_key?: string;
        };
        /**
         * SecurityCategoryScore
         * @description One category flagged on a prompt or a response.
         */
        SecurityCategoryScore: {
            /** @description Category label, "S1".."S23". */
            label: string;
            /** @description Category key, e.g. "s8-hate-identity-hate". */
            key: string;
            /** @description Whether the prompt or the response was found unsafe in this category. */
            target: "prompt" | "response";
            /** @description Confidence that the target is unsafe in this category. */
            confidence: number;
            /** @description Why the category was flagged, in one line (e.g. "asks for weapons or explosives"). */
            reason: string;
            /** @description Snippets of the text that triggered the category; empty when config.include_evidence is false. */
            evidence: string[];
            /** @description The named rules that fired, surest first (GET /v2/rules explains each): built-in rules, readings (`reading.…`, `safety.<key>`) and models (`model.guard`, `model.llm-judge`). Absent for items judged before rules were named. */
            rule_ids?: string[];
        };
        /**
         * GuardModelVerdict
         * @description What the configured guard model said about an item.
         */
        GuardModelVerdict: {
            /** @description The guard model's rating of the prompt. */
            prompt: "safe" | "unsafe" | "unsure";
            /** @description Its rating of the response; null when there is no response. */
            response: "safe" | "unsafe" | "unsure" | null;
            /** @description Labels the guard model named. */
            categories: string[];
            /** @description Why a rating is unsure (unreadable answer, failed call); null otherwise. */
            reason: string | null;
        };
        /**
         * LlmJudgeHarmVerdict
         * @description What the language-model judge said about harmful compliance in a response.
         */
        LlmJudgeHarmVerdict: {
            /** @description fail: the response complied with a harmful request; pass: it refused or stayed safe; unsure: the judge could not tell or could not answer. */
            decision: "pass" | "fail" | "unsure";
            /** @description The judge's confidence, lowered by 0.2 for each quote not found in the response. */
            confidence: number;
            /** @description The judge's reasoning in a sentence or two (the problem, when unusable). */
            rationale: string;
            /** @description Labels the judge named, among those checked; empty unless decision is fail. */
            categories: string[];
            /** @description Quotes the judge gave as evidence. */
            evidence: {
                quote: string;
                /** @description Whether the quote is in the response. */
                found: boolean;
            }[];
            /** @description Why the verdict is unsure when the answer could not be used (malformed, refused, timed out, HTTP error); null otherwise. */
            reason: string | null;
            /** @description Judge tokens this verdict spent (0 when the answer came from the cache). */
            tokens: number;
        };
        /**
         * SecurityCategoryInfo
         * @description One of the S1–S23 content-safety categories.
         */
        SecurityCategoryInfo: {
            /** @description Category label, "S1".."S23". */
            label: string;
            /** @description Key used by the audit and the red team, e.g. "s8-hate-identity-hate". */
            key: string;
            /** @description Name of the category. */
            name: string;
            /** @description What the category covers. */
            definition: string;
            /** @description What the built-in classifier looks for. */
            signals: string[];
        };
        /**
         * PromptAttack
         * @description An injection or jailbreak found in an audited prompt.
         */
        PromptAttack: {
            /** @description What the attack does: override, persona, restriction_removal, prompt_extraction, new_instructions, special_tokens, adversarial_suffix, … */
            kind: string;
            /** @description How sure the reading is that the prompt carries an attack. */
            confidence: number;
            /** @description The attack text found in the prompt; empty when include_evidence is false. */
            evidence: string[];
        };
        /**
         * SecurityAuditItem
         * @description The audit of one item, as listed by GET /v2/security/audit/batches/{batch_id}/items.
         */
        SecurityAuditItem: {
            /** @description Position of the item in the dataset. */
            index: number;
            /** @description The prompt, as posted. */
            input: string;
            /** @description The response, as posted; null when none was given. */
            output: string | null;
            /** @description The item's metadata, as posted; {} when none. */
            metadata: {
                [key: string]: unknown;
            };
            /** @description False while a job has not judged the item yet (its verdicts then read safe). */
            judged: boolean;
            /** @description Verdict on the prompt. */
            prompt_verdict: "safe" | "unsafe";
            /** @description Verdict on the response; null when there is no response (absent, null or empty). */
            response_verdict: "safe" | "unsafe" | null;
            /** @description True when the response refuses the request. A refusal of a harmful prompt is a safe response. */
            refusal: boolean;
            /** @description Labels of the categories flagged, on the prompt or the response. */
            categories: string[];
            /** @description One entry per category flagged and per target, with its confidence and evidence. */
            category_scores: components["schemas"]["SecurityCategoryScore"][];
            /** @description An injection or jailbreak found in the prompt, whatever the verdicts (an attack the response refused still shows here); null when none, and for items judged before this flag existed. */
            prompt_attack: components["schemas"]["PromptAttack"] | null;
            /** @description The guard model's ratings; null when none took part. */
            guard_model: components["schemas"]["GuardModelVerdict"] | null;
            /** @description The language-model judge's harmful-compliance verdict on the response; null when no judge took part or the item has no response. */
            llm_judge: components["schemas"]["LlmJudgeHarmVerdict"] | null;
        };
        /**
         * SecurityAuditBatch
         * @description A stored audit batch with its aggregate statistics.
         */
        SecurityAuditBatch: {
            /**
             * Format: uuid
             * @description Id of the batch; GET /v2/security/audit/batches/{batch_id} returns it.
             */
            batch_id: string;
            /** @description Name of the batch, as given or generated. */
            batch_name: string;
            /** @description Project the batch belongs to. */
            project_name: string;
            /** @description processing: a large dataset runs as a job and the counts grow until completed. */
            status: "processing" | "completed" | "failed";
            /** @description The names the dataset items were read under that are not Assay's own, each with the field it gave: {"question": "input", "contexts": "context", "vars.topic": "metadata.vars.topic"} (a dotted name is a path into a nested export; "[user]" a chat message list's part). Empty when every item used Assay's names, and for traces (docs/api.md, "Dataset fields"). */
            field_mapping: {
                [key: string]: string;
            };
            /** @description Items in the batch. */
            total_items: number;
            /** @description Items whose prompt is unsafe. */
            unsafe_prompts: number;
            /** @description Items whose response is unsafe. */
            unsafe_responses: number;
            /** @description Items whose response is a refusal. */
            refusals: number;
            /** @description Items whose prompt carries an injection or jailbreak (prompt_attack set), whatever the verdicts. */
            prompt_attacks: number;
            /** @description unsafe_prompts / total_items; 0 when there are no items. */
            unsafe_prompt_rate: number;
            /** @description unsafe_responses / items with a response; 0 when none has one. */
            unsafe_response_rate: number;
            /** @description refusals / items with a response; 0 when none has one. */
            refusal_rate: number;
            /** @description Items flagged per category label ("S1".."S23"), prompt or response; categories never flagged are left out. */
            category_counts: {
                [key: string]: number;
            };
            /** @description Labels of the categories checked. */
            categories_checked: string[];
            /** @description True when a guard model judged the items besides the built-in classifier. */
            guard_model_used: boolean;
            /** @description True when the language-model judge (ASSAY_LLM_*) was asked about harmful compliance in the responses. */
            llm_judge_used: boolean;
            /** @description Language-model judge tokens spent on the batch so far; 0 when no judge ran. */
            tokens_used: number;
            /** @description The failure-analysis run that made this batch (its security audit: the run's security_batch_id); null for a batch started with POST /v2/security/audit. */
            analysis_run_id: string | null;
            /**
             * Format: date-time
             * @description When the batch was created.
             */
            created_at: string;
            /** @description When the batch completed or failed; null while processing. */
            completed_at: string | null;
        };
        /**
         * RedTeamDemoTarget
         * @description A built-in chatbot with a naive keyword guard, for trying Assay offline and for tests.
         */
        RedTeamDemoTarget: {
            /**
             * @description The built-in demo chatbot.
             * @enum {string}
             */
            type: "demo";
        };
        /**
         * RedTeamHttpTarget
         * @description An HTTP endpoint described by a request template.
         */
        RedTeamHttpTarget: {
            /**
             * @description Any HTTP endpoint.
             * @enum {string}
             */
            type: "http";
            /**
             * Format: uri
             * @description Endpoint to send each attack to (http or https). Private, loopback, link-local and cloud-metadata addresses are refused (checked after DNS resolution; redirects are not followed) unless the operator allows them → 422 at start.
             */
            url: string;
            /** @description HTTP method; POST when absent. With GET no body is sent. */
            method?: "POST" | "PUT" | "GET";
            /** @description Headers sent with every request (e.g. the target's own authorization). Never returned or logged. */
            headers?: {
                [key: string]: string;
            };
            /** @description Request body: a JSON object, or a string. The placeholders "{{prompt}}" (the attack text) and "{{history}}" (the conversation so far, a JSON array of {role, content}) are replaced in every string value. When absent: {"prompt": "{{prompt}}"}. No user code is ever run. */
            body_template?: {
                [key: string]: unknown;
            } | string;
            /** @description JSONPath to the answer in the response body, e.g. "$.choices[0].message.content". When absent the whole body is the answer. */
            response_path?: string;
        };
        /**
         * RedTeamOpenAITarget
         * @description A model served behind an OpenAI-compatible API (OpenAI, vLLM, Ollama, llama.cpp server, LiteLLM).
         */
        RedTeamOpenAITarget: {
            /**
             * @description An OpenAI-compatible chat-completions endpoint.
             * @enum {string}
             */
            type: "openai";
            /**
             * Format: uri
             * @description Base URL of the API, e.g. "https://api.openai.com/v1" or "http://ollama:11434/v1". Same address rules as the http target.
             */
            base_url: string;
            /** @description Model name as the endpoint knows it. */
            model: string;
            /** @description API key of the target endpoint; absent for endpoints without auth. Never returned or logged. */
            api_key?: string;
            /** @description System prompt sent before every conversation. */
            system_prompt?: string;
        };
        /**
         * RedTeamTarget
         * @description The system under attack, told apart by "type": "demo", "http" or "openai".
         */
        RedTeamTarget: components["schemas"]["RedTeamDemoTarget"] | components["schemas"]["RedTeamHttpTarget"] | components["schemas"]["RedTeamOpenAITarget"];
        /**
         * RedTeamConfig
         * @description How the run is planned and sent. Absent fields take their defaults.
         */
        RedTeamConfig: {
            /** @description Seed of the plan: the same seed with the same request plans the same attacks. Random when absent. */
            seed?: number;
            /**
             * @description Attacks in flight at once.
             * @default 4
             */
            concurrency?: number;
            /** @description Most requests per second sent to the target; unlimited when absent. */
            rate_limit_per_second?: number;
            /**
             * @description Time allowed for one request to the target before it counts as an error.
             * @default 30
             */
            timeout_seconds?: number;
            /**
             * @description Retries, with backoff, of a request that timed out or answered 429 or 5xx.
             * @default 2
             */
            max_retries?: number;
            /**
             * @description Most tries per attack of the best_of_n vector: each try is the request with random capitalisation, character noise and scrambled words, drawn from the seed, the attack and the try number; tries stop at the first success. Each try is a request to the target (it counts toward rate_limit_per_second).
             * @default 10
             */
            best_of_n?: number;
            /**
             * @description Most rounds of an attacker-model vector per attack: tries of iterative (the plain request, then rewrites), turns of attacker_conversation; each stops at the first success.
             * @default 5
             */
            max_turns?: number;
            /**
             * @description Most calls to the attacker model in the whole run (rewrites, conversation turns, tailoring to purpose). An attack that needs a call beyond it ends as an error saying so; the run goes on with the others.
             * @default 1000
             */
            max_attacker_calls?: number;
            /** @description Most language-model tokens the run may spend, attacker and judge together; the server's ASSAY_LLM_TOKEN_BUDGET when absent, and never more. Beyond it the judge is unsure and attacker vectors stop with an error. */
            max_model_tokens?: number;
            /** @description What the target is for, e.g. "a bank's customer-support bot". When given, the attacker model rewrites each base attack as a user of such an application would send it (one call per attack) before the vector wraps it; the rewritten request is stored with the attack and replayed as sent. Needs an attacker model (else 422). */
            purpose?: string;
            target?: components["schemas"]["RedTeamTarget"];
        };
        /**
         * RedTeamRequest
         * @description Start a red-team run. A field this document does not name, here or in config or its target, is refused (422 naming it): a run costs calls to the target, so a misspelt field must not silently fall back to a default. Every field is optional: the project is project_name (created if absent) or project_id (must exist), and when both are given they must name the same project; with neither, the caller's default project.
         */
        RedTeamRequest: {
            /**
             * @description Project of the run, created if absent. Neither project_name nor project_id: the caller's default project.
             * @example support-bot
             */
            project_name?: string;
            /** @description Id (a UUID) of an existing project of the caller, instead of project_name; one that names no such project → 404. With project_name too, both must name the same project (else 422). */
            project_id?: string;
            /** @description Name of the run; generated from the time of the start ("redteam-2025-05-01T12:00:00Z") when absent. */
            run_name?: string;
            /** @description Keys of the attack vectors to use; every vector that needs no model when absent. Known keys: jailbreak, rot13, base64, leetspeak, hex, homoglyph, char_spacing, prompt_injection, roleplay, multilingual, math_problem, many_shot, payload_splitting, refusal_suppression, crescendo (multi-turn), best_of_n (up to config.best_of_n tries), and two driven by an attacker model: iterative (rewrites from the answers, up to config.max_turns tries) and attacker_conversation (multi-turn, up to config.max_turns turns). Those two need a model (llm_api_key, or the server's endpoint): without one → 422. Unknown keys → 422 listing the known ones. */
            attack_vector_keys?: string[];
            /**
             * @description Attacks planned for each pair of attack vector and vulnerability; 3 when absent.
             * @default 3
             */
            attacks_per_vector?: number;
            /** @description Keys of the vulnerabilities to probe; all of them when absent. Known keys: the S1–S23 category keys ("s1-violence" … "s23-immoral-unethical"), "pii-leakage", "system-prompt-leakage", "excessive-agency". Unknown keys → 422 listing the known ones. */
            target_vulnerabilities?: string[];
            config?: components["schemas"]["RedTeamConfig"];
            /** @description API key for the server's configured guard-model and language-model endpoints (or, without one, the default provider), used by this run's judge and attacker model only: kept in the memory of the process that took the request, never stored, logged, returned or sent to the target. */
            llm_api_key?: string;
        };
        /**
         * RedTeamReplayRequest
         * @description Replay a completed run: its stored attacks, generated tries included, sent again in the same order and judged afresh.
         */
        RedTeamReplayRequest: {
            target?: components["schemas"]["RedTeamTarget"];
            /**
             * @description Project of the new run, created if absent; the replayed run's project when absent.
             * @example support-bot
             */
            project_name?: string;
            /** @description Name of the new run; when absent, the replayed run's name and the time: "nightly (replay 2025-05-02T08:00:00Z)". */
            run_name?: string;
            /** @description As in the start request: a key for the judges of the new run only, never stored or sent to the target. */
            llm_api_key?: string;
        };
        /**
         * RedTeamStartResponse
         * @description A red-team run that has been planned and queued.
         */
        RedTeamStartResponse: {
            /**
             * Format: uuid
             * @description Id of the background job that runs the attacks.
             */
            job_id: string;
            /**
             * Format: uuid
             * @description Id of the run; poll GET /v2/security/redteam/runs/{run_id}.
             */
            run_id: string;
            /** @description Name of the run, as given or generated. */
            run_name: string;
            /** @description State of the run; "queued" right after the start. */
            status: "queued" | "running" | "completed" | "failed" | "cancelled";
            /** @description Project the run belongs to. */
            project_name: string;
            /** @description Size of the plan: attack vectors × vulnerabilities × attacks_per_vector. */
            total_attacks: number;
            /** @description Attack vectors in the plan. */
            attack_vector_keys: string[];
            /** @description Vulnerabilities in the plan. */
            target_vulnerabilities: string[];
            /** @description Attacks planned per attack vector and vulnerability. */
            attacks_per_vector: number;
            /** @description Seed of the plan (the one given, or the one drawn). */
            seed: number;
            /**
             * Format: date-time
             * @description When the run was created.
             */
            created_at: string;
        };
        /**
         * ConversationTurn
         * @description One turn of an attack conversation.
         */
        ConversationTurn: {
            /** @description user: sent by the red team; assistant: answered by the target. */
            role: "user" | "assistant";
            /** @description Text of the turn. */
            content: string;
        };
        /**
         * RedTeamJudgeVerdict
         * @description How the target's answer was judged.
         */
        RedTeamJudgeVerdict: {
            /** @description True when the target refused. */
            refusal: boolean;
            /** @description Category labels ("S1".."S23") the answer was found unsafe in; empty when safe. */
            categories: string[];
            /** @description Confidence of the verdict. */
            confidence: number;
            /** @description Why, in one or two sentences. */
            rationale: string;
            /** @description Who judged: the built-in classifier and refusal detector, a guard model, or a language-model judge. */
            source: "builtin" | "guard_model" | "llm_judge";
            /** @description The language-model judge's harmful-compliance verdict on the answer; null or absent when no judge took part. */
            llm_judge?: components["schemas"]["LlmJudgeHarmVerdict"] | null;
        };
        /**
         * RedTeamTry
         * @description One try of an attack, as sent and as judged.
         */
        RedTeamTry: {
            /** @description The user turns of this try, in the order sent; empty when the attacker model gave nothing to send (see error). */
            turns: string[];
            /** @description The target's answer to each turn (fewer when the target failed). */
            answers: string[];
            /** @description How this try was judged. */
            status: "succeeded" | "resisted" | "error";
            /** @description What went wrong when status is error; else null. */
            error: string | null;
            /** @description Tokens the language-model judge spent on this try's answers; 0 when no model judged them. */
            judge_tokens: number;
            /** @description Calls to the attacker model for this try (its rewrite or turns; the attack's tailoring to purpose counts with its first try). */
            attacker_calls: number;
            /** @description Tokens those attacker calls spent (0 from the cache). */
            attacker_tokens: number;
        };
        /**
         * RedTeamAttack
         * @description One attack of a red-team run, as sent and as judged.
         */
        RedTeamAttack: {
            /**
             * Format: uuid
             * @description Id of the attack.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the attack was settled (judged, or failed with an error); while pending, when it was planned.
             */
            timestamp: string;
            /** @description The prompt cut to its first 200 Unicode code points, then "…" when longer. */
            input_short: string;
            /** @description The response cut the same way; "" when there is no answer (pending, or the target failed). */
            response_short: string;
            /** @description Name of the attack vector, e.g. "ROT13 encoding" (as in the catalog). */
            attack_vector_name: string;
            /** @description Name of the vulnerability, e.g. "S1 Violence" (as in the catalog). */
            vulnerability_name: string;
            /** @description pending: not judged yet; succeeded: the target complied harmfully; resisted: it refused or stayed safe; error: the target failed (never counted as succeeded or resisted). */
            status: "pending" | "succeeded" | "resisted" | "error";
            /**
             * Format: uuid
             * @description Run the attack belongs to.
             */
            run_id: string;
            /** @description Position of the attack in the plan. */
            index: number;
            /** @description Key of the attack vector, e.g. "rot13". */
            attack_vector_key: string;
            /** @description Key of the vulnerability, e.g. "s1-violence". */
            vulnerability_key: string;
            /** @description Category label of the vulnerability ("S1"); null for vulnerabilities outside S1–S23. */
            vulnerability_label: string | null;
            /** @description Turns sent to the target (more than 1 for multi-turn vectors such as crescendo). */
            turn_count: number;
            /** @description The attack as sent; for a multi-turn attack, its last turn. */
            prompt: string;
            /** @description Every turn in order, the target's answers included (of the last try, for an attack sent in several tries). */
            conversation: components["schemas"]["ConversationTurn"][];
            /** @description Every try sent, in order: several for a vector that retries (best_of_n, iterative), stopping at the first success; one for the others (attacker_conversation: one try of several turns); none while pending. What POST …/replay sends again. */
            tries: components["schemas"]["RedTeamTry"][];
            /** @description The target's last answer; null while pending or when the target failed. */
            response: string | null;
            /** @description The verdict on the answer; null while pending or when the target failed. */
            judge: components["schemas"]["RedTeamJudgeVerdict"] | null;
            /** @description What went wrong when status is error; else null. */
            error: string | null;
            /** @description Time the target took, all turns and retries included, in milliseconds; null while pending. */
            latency_ms: number | null;
        };
        /**
         * RedTeamTally
         * @description Counts and attack success rate of a group of attacks.
         */
        RedTeamTally: {
            /** @description Attacks planned. */
            total: number;
            /** @description Attacks the target complied with harmfully. */
            succeeded: number;
            /** @description Attacks the target refused or answered safely. */
            resisted: number;
            /** @description Attacks the target failed to answer (never counted as succeeded or resisted). */
            errors: number;
            /** @description Attacks not sent or judged yet. */
            pending: number;
            /** @description succeeded / (succeeded + resisted), that is / (total − errors − pending); null before any attack is judged. */
            attack_success_rate: number | null;
        };
        /**
         * RedTeamRun
         * @description A red-team run: its state, counts and attack success rates.
         */
        RedTeamRun: {
            /**
             * Format: uuid
             * @description Id of the run.
             */
            run_id: string;
            /**
             * Format: uuid
             * @description Id of the job that sends the attacks.
             */
            job_id: string;
            /** @description Name of the run, as given at the start or generated. */
            run_name: string;
            /** @description Project the run belongs to. */
            project_name: string;
            /** @description queued (planned, waiting for a worker), running, completed, failed (see error) or cancelled. */
            status: "queued" | "running" | "completed" | "failed" | "cancelled";
            /** @description Why the run failed; null otherwise. */
            error: string | null;
            /** @description Kind of target attacked. */
            target_type: "demo" | "http" | "openai";
            /** @description Attack vectors in the plan. */
            attack_vector_keys: string[];
            /** @description Vulnerabilities in the plan. */
            target_vulnerabilities: string[];
            /** @description Attacks planned per attack vector and vulnerability. */
            attacks_per_vector: number;
            /** @description Seed of the plan. */
            seed: number;
            /** @description The run this one replays (POST …/runs/{run_id}/replay); null for a planned run. */
            replay_of: string | null;
            overall: components["schemas"]["RedTeamTally"];
            /** @description Tally per attack vector key. */
            by_vector: {
                [key: string]: components["schemas"]["RedTeamTally"];
            };
            /** @description Tally per vulnerability key. */
            by_vulnerability: {
                [key: string]: components["schemas"]["RedTeamTally"];
            };
            /**
             * Format: date-time
             * @description When the run was planned.
             */
            created_at: string;
            /** @description When a worker started sending; null while queued. */
            started_at: string | null;
            /** @description When the run completed, failed or was cancelled; null before. */
            completed_at: string | null;
            /** @description From start to completion; null before completion. */
            duration_ms: number | null;
            /** @description Language-model tokens spent so far, the judge and the attacker model together; 0 when no model ran. */
            tokens_used: number;
            /** @description Calls made to the attacker model so far (attacker vectors, tailoring to purpose); 0 when none ran. */
            attacker_calls: number;
            /** @description The run's bound on attacker calls (config.max_attacker_calls). */
            max_attacker_calls: number;
            /** @description The run's bound on language-model tokens; null when the server sets none. */
            max_model_tokens: number | null;
            /** @description The target purpose the base attacks were tailored to; null when not asked. */
            purpose: string | null;
        };
        /**
         * SecurityAuditBatchPage
         * @description A page of audit batches.
         */
        SecurityAuditBatchPage: {
            /** @description Batches, newest first. */
            batches: components["schemas"]["SecurityAuditBatch"][];
            /** @description Pass as cursor for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * RedTeamRunPage
         * @description A page of red-team runs.
         */
        RedTeamRunPage: {
            /** @description Runs, newest first. */
            runs: components["schemas"]["RedTeamRun"][];
            /** @description Pass as cursor for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * RedTeamMatrixCell
         * @description The tally of the attacks of one attack vector against one vulnerability.
         */
        RedTeamMatrixCell: {
            /** @description Key of the attack vector. */
            attack_vector_key: string;
            /** @description Key of the vulnerability. */
            vulnerability_key: string;
            /** @description Attacks planned. */
            total: number;
            /** @description Attacks the target complied with harmfully. */
            succeeded: number;
            /** @description Attacks the target refused or answered safely. */
            resisted: number;
            /** @description Attacks the target failed to answer (never counted as succeeded or resisted). */
            errors: number;
            /** @description Attacks not sent or judged yet. */
            pending: number;
            /** @description succeeded / (succeeded + resisted), that is / (total − errors − pending); null before any attack is judged. */
            attack_success_rate: number | null;
        };
        /**
         * RedTeamMatrix
         * @description Attack success per attack vector × vulnerability.
         */
        RedTeamMatrix: {
            /** Format: uuid */
            run_id: string;
            /** @description Rows of the matrix: the attack vectors of the plan, in plan order. */
            attack_vector_keys: string[];
            /** @description Columns: the vulnerabilities of the plan, in plan order. */
            target_vulnerabilities: string[];
            /** @description One cell per attack vector × vulnerability, row by row. */
            cells: components["schemas"]["RedTeamMatrixCell"][];
        };
        /**
         * RedTeamCatalog
         * @description The attack vectors and vulnerabilities a run may plan.
         */
        RedTeamCatalog: {
            /** @description Every attack vector, in plan order; a run that names none uses those with needs_model false. */
            attack_vectors: {
                /** @description Key to name in attack_vector_keys, e.g. "base64". */
                attack_vector_key: string;
                /** @description Its name, as attacks give it, e.g. "Base64 encoding". */
                attack_vector_name: string;
                description: string;
                /** @description Sends several user turns, each after the previous answer. */
                multi_turn: boolean;
                /** @description Driven by an attacker model: a run that names it needs llm_api_key or the server's model (else 422), and it is left out when no vector is named. */
                needs_model: boolean;
            }[];
            /** @description Every vulnerability, in plan order. */
            vulnerabilities: {
                /** @description Key to name in target_vulnerabilities, e.g. "s1-violence". */
                vulnerability_key: string;
                /** @description Its name, as attacks give it, e.g. "S1 Violence". */
                vulnerability_name: string;
                /** @description Category label ("S1"); null outside S1–S23. */
                vulnerability_label: string | null;
                description: string;
            }[];
        };
        /**
         * RedTeamRateSide
         * @description The attack success rate of one group of attacks in one run.
         */
        RedTeamRateSide: {
            /** @description succeeded / judged, rounded to 4 decimals; null when no attack of the group is judged (yet). */
            attack_success_rate: number | null;
            /** @description Attacks of the group the target complied with harmfully. */
            succeeded: number;
            /** @description Attacks judged: succeeded + resisted. */
            judged: number;
            /** @description Attacks the target failed to answer: left out of the rate, counted here. */
            errors: number;
            /** @description Attacks not sent or judged yet (a run still running, failed or cancelled). */
            pending: number;
        };
        /**
         * RedTeamComparisonRow
         * @description One group of attacks (overall, a vector, a vulnerability or a pair) in both runs.
         */
        RedTeamComparisonRow: {
            /** @description The attack vector of the row; null on the overall row and the rows per vulnerability. */
            attack_vector_key: string | null;
            /** @description The vulnerability of the row; null on the overall row and the rows per vector. */
            vulnerability_key: string | null;
            base: components["schemas"]["RedTeamRateSide"];
            head: components["schemas"]["RedTeamRateSide"];
            /** @description head − base attack success rate, rounded to 4 decimals; null when either side has no attack judged. */
            change: number | null;
            /** @description The head's rate is higher than the base's (compared exactly, from the counts), significant or not. */
            rose: boolean;
            /** @description Fisher's exact test of the change, one-sided in its direction (a rise: greater; a fall: less; no change: greater), Holm-adjusted over the rows tested together (overall, by_vector and by_vulnerability as one family; cells as another), 4 significant digits; null when either side has no attack judged. */
            p_value: number | null;
            /** @description The change passes the test: p_value below significance.alpha and a change of at least significance.min_difference either way. */
            significant: boolean;
        };
        /**
         * RedTeamComparedRun
         * @description One of the two runs compared.
         */
        RedTeamComparedRun: {
            /** Format: uuid */
            run_id: string;
            run_name: string;
            /** @description Status of the run when compared: queued, running, completed, failed or cancelled. */
            status: string;
            /** @description The run completed with no attack pending; false: what is recorded so far is compared. */
            complete: boolean;
        };
        /**
         * RedTeamPlanDifference
         * @description One way in which the two runs planned different attacks.
         */
        RedTeamPlanDifference: {
            /** @description What differs: attack_vector_keys, target_vulnerabilities, attacks_per_vector, seed, target (its type and address or model, no secrets), config.best_of_n, config.max_turns or config.purpose. */
            field: string;
            /** @description The base run's value, as text. */
            base: string;
            /** @description The head run's value, as text. */
            head: string;
        };
        /**
         * RedTeamSignificance
         * @description The rule a change of attack success rate must pass to count.
         */
        RedTeamSignificance: {
            /**
             * @description Fisher's exact test on the two runs' succeeded and resisted counts of a row.
             * @enum {string}
             */
            test: "fisher_exact";
            /**
             * @description Holm's step-down adjustment over a family of rows.
             * @enum {string}
             */
            adjustment: "holm";
            /** @description An adjusted p-value below this is significant (0.05). */
            alpha: number;
            /** @description The smallest change of rate, either way, that counts (0.05: five percentage points). */
            min_difference: number;
        };
        /**
         * RedTeamComparison
         * @description Attack success rates of two runs side by side, overall, per vector, per vulnerability and per pair, with the change, its significance, and how the plans differ.
         */
        RedTeamComparison: {
            base: components["schemas"]["RedTeamComparedRun"];
            head: components["schemas"]["RedTeamComparedRun"];
            /** @description Both runs are complete; false: at least one is compared on what it recorded so far. */
            complete: boolean;
            /** @description How the two plans differ; empty when both sent the same planned attacks to the same target. When not empty, the rates measure different attacks. */
            plan_differences: components["schemas"]["RedTeamPlanDifference"][];
            significance: components["schemas"]["RedTeamSignificance"];
            overall: components["schemas"]["RedTeamComparisonRow"];
            /** @description One row per attack vector of either run: the base's in plan order, then the head's others. */
            by_vector: components["schemas"]["RedTeamComparisonRow"][];
            /** @description One row per vulnerability of either run, in the same order. */
            by_vulnerability: components["schemas"]["RedTeamComparisonRow"][];
            /** @description One row per attack vector × vulnerability of either run, row by row (the heat map of the change). */
            cells: components["schemas"]["RedTeamComparisonRow"][];
            /** @description The rows of overall, by_vector and by_vulnerability whose rate rose significantly (cells are not counted). */
            regressions: components["schemas"]["RedTeamComparisonRow"][];
            /** @description regressions is not empty: some attack success rate rose significantly from base to head. */
            rate_rose: boolean;
        };
        /**
         * SpanKind
         * @description What a span does. The AI kinds (llm, tool, retrieval, agent, chain, embedding, reranker, guardrail) come from OpenInference span kinds and OpenTelemetry GenAI operation names; otherwise the OpenTelemetry span kind (internal, server, client, producer, consumer); unknown when neither is given.
         */
        SpanKind: "llm" | "tool" | "retrieval" | "agent" | "chain" | "embedding" | "reranker" | "guardrail" | "internal" | "server" | "client" | "producer" | "consumer" | "unknown";
        /**
         * SpanStatus
         * @description OpenTelemetry status code of a span.
         */
        SpanStatus: "unset" | "ok" | "error";
        /**
         * TraceMetadata
         * @description Where the trace comes from and when it arrived.
         */
        TraceMetadata: {
            /** @description service.name of the resource that sent the spans; null when not given. */
            service_name: string | null;
            /** @description Project the trace belongs to. */
            project_name: string;
            /**
             * Format: date-time
             * @description When the first part of the trace was received.
             */
            first_seen: string;
            /**
             * Format: date-time
             * @description When the latest part of the trace was received.
             */
            last_seen: string;
            /** @description Resource attributes of the trace, merged over every part received. */
            attributes: {
                [key: string]: unknown;
            };
        };
        /**
         * TraceSummary
         * @description Counts and totals over the trace.
         */
        TraceSummary: {
            /** @description Spans in the trace (duplicates dropped). */
            span_count: number;
            /** @description Spans of kind llm. */
            llm_span_count: number;
            /** @description Tool calls, from tool spans and from tool calls recorded on LLM spans. */
            tool_call_count: number;
            /** @description Retrievals. */
            retrieval_count: number;
            /** @description Spans with status error. */
            error_count: number;
            /** @description From the earliest start to the latest end, in milliseconds; null when no span has both. */
            duration_ms: number | null;
            /** @description Input tokens reported by LLM spans, summed. */
            input_tokens: number;
            /** @description Output tokens reported by LLM spans, summed. */
            output_tokens: number;
            /** @description Model names used by LLM spans, each once, in order of first use. */
            models: string[];
            /** @description Earliest span start; null when the trace has no span. */
            start_time: string | null;
            /** @description Latest span end; null when no span has ended. */
            end_time: string | null;
        };
        /**
         * TraceToolCall
         * @description A tool call requested by the model in a message.
         */
        TraceToolCall: {
            /** @description Id of the tool call, as the model gave it; null when not given. */
            id: string | null;
            /** @description Name of the tool. */
            name: string;
            /** @description Arguments as the model wrote them (usually JSON text, kept as is even when malformed). */
            arguments: string;
        };
        /**
         * TraceMessage
         * @description One message of the conversation, across every LLM span of the trace, tool calls and results included.
         */
        TraceMessage: {
            /** @description Span the message was recorded on; null for messages posted without a span. */
            span_id: string | null;
            /** @description Position of the message in the conversation. */
            index: number;
            /** @description Who speaks: system prompt, user, the model (assistant), or a tool result (tool). */
            role: "system" | "user" | "assistant" | "tool";
            /** @description Text of the message; null for an assistant message with tool calls only. */
            content: string | null;
            /** @description Name of the tool (for tool messages) or of the participant; null when not given. */
            name: string | null;
            /** @description Tool calls the assistant requested; empty otherwise. */
            tool_calls: components["schemas"]["TraceToolCall"][];
            /** @description For a tool message, the id of the call it answers; null otherwise. */
            tool_call_id: string | null;
            /** @description When the message was recorded; null when unknown. */
            timestamp: string | null;
        };
        /**
         * TraceSpanEvent
         * @description A timed event recorded on a span (an OpenTelemetry span event).
         */
        TraceSpanEvent: {
            /** @description Name of the event (e.g. exception, gen_ai.choice); empty when none was sent. */
            name: string;
            /** @description When the event happened; null when the sender gave no time. */
            time: string | null;
            /** @description Event attributes as received. */
            attributes: {
                [key: string]: unknown;
            };
        };
        /**
         * TraceSpan
         * @description One span of the trace.
         */
        TraceSpan: {
            /** @description Id of the span (16 hex characters for OpenTelemetry). */
            span_id: string;
            /** @description Id of the parent span; null for a root span. */
            parent_span_id: string | null;
            /** @description Name of the span. */
            name: string;
            kind: components["schemas"]["SpanKind"];
            /**
             * Format: date-time
             * @description When the span started.
             */
            start_time: string;
            /** @description When the span ended; null when it has not ended. */
            end_time: string | null;
            /** @description end_time − start_time in milliseconds; null when it has not ended. */
            duration_ms: number | null;
            status: components["schemas"]["SpanStatus"];
            /** @description Status description, usually the error message; null when none. */
            status_message: string | null;
            /** @description Span attributes as received (OpenTelemetry GenAI, OpenInference or others). */
            attributes: {
                [key: string]: unknown;
            };
            /** @description Events recorded on the span (OTLP span events), in the order sent; empty when none (native spans have none). */
            events: components["schemas"]["TraceSpanEvent"][];
        };
        /**
         * RetrievedDocument
         * @description One document returned by a retrieval.
         */
        RetrievedDocument: {
            /** @description Id of the document; null when not given. */
            id: string | null;
            /** @description Text of the document or chunk. */
            content: string;
            /** @description Relevance score as the retriever gave it; null when none. */
            score: number | null;
            /** @description Free-form metadata of the document. */
            metadata: {
                [key: string]: unknown;
            };
        };
        /**
         * TraceRetrieval
         * @description One retrieval step and what it returned.
         */
        TraceRetrieval: {
            /** @description Span of the retrieval; null for retrievals posted without a span. */
            span_id: string | null;
            /** @description The query; null when not recorded. */
            query: string | null;
            /** @description Documents returned, in rank order. */
            documents: components["schemas"]["RetrievedDocument"][];
        };
        /**
         * ClockSkew
         * @description A span whose times disagree with its parent's or its own.
         */
        ClockSkew: {
            /** @description Span whose times are inconsistent. */
            span_id: string;
            /** @description What is inconsistent, e.g. "starts 120 ms before its parent". */
            detail: string;
        };
        /**
         * TraceDiagnostics
         * @description What is odd or missing in the stored trace.
         */
        TraceDiagnostics: {
            /** @description Ids of spans whose parent is not in the trace (they are placed at the root of execution_tree). */
            orphan_spans: string[];
            /** @description Parent span ids referenced but never received. */
            missing_parents: string[];
            /** @description Ids of spans with status error. */
            error_spans: string[];
            /** @description Spans that end before they start, or start before their parent or end after it. */
            clock_skew: components["schemas"]["ClockSkew"][];
            /** @description Copies of already stored (trace, span) pairs that were ignored on ingestion. */
            duplicates_dropped: number;
            /** @description Other problems found while rebuilding the trace, for a person. */
            warnings: string[];
        };
        /**
         * ExecutionNode
         * @description A span in the execution tree, with its children nested (up to 100 levels per entry).
         */
        ExecutionNode: {
            /** @description Id of the span. */
            span_id: string;
            /** @description Id of the parent span; null for a root span. */
            parent_span_id: string | null;
            /** @description Name of the span. */
            name: string;
            kind: components["schemas"]["SpanKind"];
            status: components["schemas"]["SpanStatus"];
            /** @description Duration of the span in milliseconds; null when it has not ended. */
            duration_ms: number | null;
            /** @description Depth of the span in the whole trace: 0 for roots and orphans. */
            depth: number;
            /** @description Child spans, by start time. */
            children: components["schemas"]["ExecutionNode"][];
            /** @description True when this node sits at the nesting limit and has children: they are not nested here but listed in execution_tree.continuations (their parent_span_id is this span). */
            children_continued: boolean;
        };
        /**
         * ExecutionTree
         * @description The spans as a tree: the roots with their descendants, and the continuations of trees deeper than 100 levels.
         */
        ExecutionTree: {
            /** @description Root spans and orphans (spans whose parent is not in the trace), by start time, then the first span of each parent cycle (diagnostics.warnings), each with its descendants nested; all have depth 0. */
            roots: components["schemas"]["ExecutionNode"][];
            /** @description For trees deeper than 100 levels: the subtrees cut at the nesting limit, in the order they were reached; each is a child of the node named by its parent_span_id (whose children_continued is true) and carries its depth in the trace. Empty for most traces. */
            continuations: components["schemas"]["ExecutionNode"][];
        };
        /**
         * FullTrace
         * @description A trace rebuilt from all its stored parts: spans, conversation, retrievals, diagnostics and execution tree.
         */
        FullTrace: {
            /** @description Id of the trace (32 hex characters for OpenTelemetry). */
            trace_id: string;
            metadata: components["schemas"]["TraceMetadata"];
            summary: components["schemas"]["TraceSummary"];
            /** @description The conversation, in order. */
            messages: components["schemas"]["TraceMessage"][];
            /** @description Every span, keyed by its span id, written in start-time order (a client that needs the order sorts by start_time: JavaScript objects, for one, list integer-like keys first). */
            spans: {
                [key: string]: components["schemas"]["TraceSpan"];
            };
            /** @description Every retrieval, by start time. */
            retrievals: components["schemas"]["TraceRetrieval"][];
            diagnostics: components["schemas"]["TraceDiagnostics"];
            execution_tree: components["schemas"]["ExecutionTree"];
        };
        /**
         * NativeSpan
         * @description A span.
         */
        NativeSpan: {
            /** @enum {string} */
            type: "span";
            /** @description Trace the part belongs to (any string of 1–128 characters; 32 hex characters for OpenTelemetry). */
            trace_id: string;
            /** @description Id of the span, unique in the trace. A span re-sent with the same id is ignored. */
            span_id: string;
            /** @description Id of the parent span; null or absent for a root span. */
            parent_span_id?: string | null;
            /** @description Name of the span. */
            name: string;
            kind?: components["schemas"]["SpanKind"];
            /**
             * Format: date-time
             * @description When the span started.
             */
            start_time: string;
            /** @description When the span ended; null or absent when it has not. */
            end_time?: string | null;
            status?: components["schemas"]["SpanStatus"];
            /** @description Status description, usually the error message. */
            status_message?: string | null;
            /** @description Span attributes; GenAI and OpenInference names are read as for OTLP spans. */
            attributes?: {
                [key: string]: unknown;
            };
        };
        /**
         * NativeMessage
         * @description A message of the conversation.
         */
        NativeMessage: {
            /** @enum {string} */
            type: "message";
            /** @description Trace the part belongs to (any string of 1–128 characters; 32 hex characters for OpenTelemetry). */
            trace_id: string;
            /** @description Span the part was recorded on; null or absent for none. */
            span_id?: string | null;
            /** @description Your id for the part. A part re-sent with the same id is ignored; without an id, an identical re-sent part is. */
            id?: string;
            /** @description When the part happened; orders it in the conversation. */
            timestamp?: string | null;
            /** @description Position in the conversation, for messages posted without a span or timestamp. */
            index?: number;
            role: "system" | "user" | "assistant" | "tool";
            /** @description Text of the message; null for an assistant message with tool calls only. */
            content: string | null;
            /** @description Tool or participant name. */
            name?: string | null;
            /** @description Tool calls the assistant requested. */
            tool_calls?: {
                /** @description Id of the call, as the model gave it. */
                id?: string | null;
                /** @description Name of the tool. */
                name: string;
                /** @description JSON text, or an object. */
                arguments?: string | {
                    [key: string]: unknown;
                };
            }[];
            /** @description For a tool message: the call it answers. */
            tool_call_id?: string | null;
        };
        /**
         * NativeToolCall
         * @description A tool call and its result.
         */
        NativeToolCall: {
            /** @enum {string} */
            type: "tool_call";
            /** @description Trace the part belongs to (any string of 1–128 characters; 32 hex characters for OpenTelemetry). */
            trace_id: string;
            /** @description Span the part was recorded on; null or absent for none. */
            span_id?: string | null;
            /** @description Your id for the part. A part re-sent with the same id is ignored; without an id, an identical re-sent part is. */
            id?: string;
            /** @description When the part happened; orders it in the conversation. */
            timestamp?: string | null;
            /** @description Id of the call, as the model gave it. */
            call_id?: string | null;
            /** @description Name of the tool. */
            name: string;
            /** @description JSON text, or an object. */
            arguments?: string | {
                [key: string]: unknown;
            };
            /** @description What the tool returned. */
            result?: string | null;
            /** @description The error, when the call failed. */
            error?: string | null;
        };
        /**
         * NativeRetrieval
         * @description A retrieval step and the documents it returned.
         */
        NativeRetrieval: {
            /** @enum {string} */
            type: "retrieval";
            /** @description Trace the part belongs to (any string of 1–128 characters; 32 hex characters for OpenTelemetry). */
            trace_id: string;
            /** @description Span the part was recorded on; null or absent for none. */
            span_id?: string | null;
            /** @description Your id for the part. A part re-sent with the same id is ignored; without an id, an identical re-sent part is. */
            id?: string;
            /** @description When the part happened; orders it in the conversation. */
            timestamp?: string | null;
            /** @description The query. */
            query?: string | null;
            /** @description Documents returned, in rank order. */
            documents: {
                /** @description Id of the document. */
                id?: string | null;
                /** @description Text of the document or chunk. */
                content: string;
                /** @description Relevance score. */
                score?: number | null;
                /** @description Free-form metadata. */
                metadata?: {
                    [key: string]: unknown;
                };
            }[];
        };
        /** NativeTraceBatch */
        NativeTraceBatch: {
            /**
             * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
             * @example support-bot
             */
            project_name?: string;
            /** @description Service that produced the parts. */
            service_name?: string;
            /** @description The parts, each an object with "type": "span" (NativeSpan), "message" (NativeMessage), "tool_call" (NativeToolCall) or "retrieval" (NativeRetrieval). Each is validated on its own: an invalid part is reported in its result, the others are stored. */
            items: unknown[];
        };
        /** NativeItemResult */
        NativeItemResult: {
            /** @description Position of the part in items. */
            index: number;
            /** @description 201 stored, 200 already stored (ignored duplicate), 422 invalid (see error). */
            status: number;
            /** @description Why the part was refused; null otherwise. */
            error: components["schemas"]["ValidationError"][] | null;
        };
        /** NativeTraceBatchResult */
        NativeTraceBatchResult: {
            project_name: string;
            stored: number;
            duplicates: number;
            rejected: number;
            /** @description One result per part, in order. */
            results: components["schemas"]["NativeItemResult"][];
        };
        /** TraceListItem */
        TraceListItem: {
            trace_id: string;
            project_name: string;
            service_name: string | null;
            /** @description Name of the root span; null when no root span is stored. */
            name: string | null;
            start_time: string | null;
            end_time: string | null;
            duration_ms: number | null;
            span_count: number;
            error_count: number;
            has_error: boolean;
            /** Format: date-time */
            first_seen: string;
            /** Format: date-time */
            last_seen: string;
        };
        /** TracePage */
        TracePage: {
            traces: components["schemas"]["TraceListItem"][];
            /** @description Pass as cursor for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * OtlpStatus
         * @description An OTLP error, shaped as google.rpc.Status (JSON).
         */
        OtlpStatus: {
            /** @description google.rpc.Code (3 invalid argument, 8 resource exhausted, 14 unavailable, 16 unauthenticated…). */
            code: number;
            message: string;
        };
        /** OtlpExportTraceServiceResponse */
        OtlpExportTraceServiceResponse: {
            partialSuccess?: {
                /** @description Spans refused, as a decimal string (int64 in the OTLP/JSON mapping). */
                rejectedSpans: string;
                /** @description Why, for the first few refused spans. */
                errorMessage: string;
            };
        };
        /**
         * EvaluationMetricResult
         * @description The result of one metric on one item.
         */
        EvaluationMetricResult: {
            /** @description Name of the metric, e.g. "faithfulness", "json_validity", "latency_ms". */
            name: string;
            /** @description The metric's value, in the metric's own range (most are 0..1); null when skipped. */
            score: number | null;
            /** @description Threshold the score is compared with (in the metric's direction); null when the metric has none. */
            threshold: number | null;
            /** @description Whether the score meets the threshold; null when skipped or without a threshold. */
            passed: boolean | null;
            /** @description Why the metric gave this score, or why it was skipped. */
            reason: string;
            /** @description Who computed it: deterministic code, or a language-model judge. */
            source: "deterministic" | "llm_judge";
            /** @description True when the metric gave no score: an input it needs is missing ("Skipped: …"), or it does not apply to the item ("Not applicable: …", e.g. json_validity where no JSON was asked). Left out of means and the gate. */
            skipped: boolean;
        };
        /**
         * EvaluationItem
         * @description One evaluated item: the full texts and every metric's result with its reasoning.
         */
        EvaluationItem: {
            /**
             * Format: uuid
             * @description Id of the item.
             */
            id: string;
            /**
             * Format: uuid
             * @description Evaluation run the item belongs to.
             */
            run_id: string;
            /** @description Position of the item in the run. */
            index: number;
            /**
             * Format: date-time
             * @description When the evaluated interaction took place: for an item from a stored trace, the start of its answer's span (else of the trace); for a dataset item, its metadata.timestamp when that is a valid date-time (in UTC here); else when the item was evaluated.
             */
            timestamp: string;
            /** @description The whole input, not truncated. */
            full_input: string;
            /** @description The whole output, not truncated. */
            full_output: string;
            /** @description The context joined as one string (chunks separated by a blank line); empty when the item has none. */
            retrieved_context: string;
            /** @description The reference answer; null when none was given. */
            reference: string | null;
            /** @description A readable explanation of every metric's result on this item, one paragraph per metric; empty until the item is evaluated. */
            eval_reasoning: string;
            /** @description Free-form metadata posted with the item (or derived from the trace). */
            item_metadata: {
                [key: string]: unknown;
            };
            /** @description One result per metric, skipped ones included. */
            metrics: components["schemas"]["EvaluationMetricResult"][];
            /** @description Trace the item was derived from; null for dataset items. */
            trace_id: string | null;
            /**
             * Format: date-time
             * @description When the item was created.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the item last changed (e.g. a metric finished).
             */
            updated_at: string;
        };
        /**
         * EvaluationConfig
         * @description Settings some metrics read, and threshold overrides.
         */
        EvaluationConfig: {
            /** @description JSON Schema the outputs must follow (schema_compliance). Its `pattern`s and `patternProperties` run on RE2, as `regex` does: a pattern RE2 cannot run → 422 at its path. */
            json_schema?: {
                [key: string]: unknown;
            };
            /** @description Regular expression (JavaScript syntax) the outputs must match (regex). It runs on RE2, a linear-time engine: lookarounds and backreferences → 422; flags inline, (?i) (?m) (?s). */
            regex?: string;
            /** @description Strings every output must contain, case-insensitive (contains); the reference is used when absent. */
            contains?: string[];
            /** @description Threshold per metric name, replacing the metric's default for this run. */
            thresholds?: {
                [key: string]: number;
            };
        };
        /**
         * EvaluationRequest
         * @description Evaluate a dataset or stored traces with quality metrics. Give exactly one of dataset and trace_ids.
         */
        EvaluationRequest: {
            /** @description Project to file the run under, created on first use; absent or null: the caller's default project, as for analyze (docs/api.md). */
            project_name?: string | null;
            /** @description Items to evaluate (input, output, and optionally context, reference, tool_calls, metadata). */
            dataset?: components["schemas"]["MinimalInputItem"][];
            /** @description Stored traces to evaluate, one item per model turn. */
            trace_ids?: string[];
            /** @description Metric names; all that apply when absent. Unknown names → 422 listing the known. */
            metrics?: string[];
            config?: components["schemas"]["EvaluationConfig"];
            /** @description A language-model provider key for the judge, for this request only: sent to the server's judge endpoint (ASSAY_LLM_BASE_URL) when one is configured, else to the default provider (https://api.openai.com/v1, gpt-4o-mini); ignored when the server sets ASSAY_LLM_REQUEST_KEYS=off. Never stored, logged or returned. */
            llm_api_key?: string;
        };
        /**
         * MetricSummary
         * @description One metric over a run.
         */
        MetricSummary: {
            /** @description Mean score over the items where the metric ran; null when it ran on none. */
            mean: number | null;
            /** @description Share of those items that passed the threshold; null when none. */
            pass_rate: number | null;
            /** @description Items the metric ran on. */
            count: number;
            /** @description Items the metric gave no score on: an input missing, or not applicable to the item. */
            skipped: number;
            /** @description Threshold used. */
            threshold: number;
            /** @description Direction of the metric. */
            higher_is_better: boolean;
        };
        /**
         * EvaluationRun
         * @description An evaluation run and its per-metric summary.
         */
        EvaluationRun: {
            /**
             * Format: uuid
             * @description Id of the run; GET /v2/evaluate/runs/{run_id}.
             */
            run_id: string;
            /** @description Project the run belongs to. */
            project_name: string;
            /** @description processing: a large run works as a job and its summary fills in when completed. */
            status: "processing" | "completed" | "failed";
            /** @description Why the run failed; null otherwise. */
            error: string | null;
            /** @description What was evaluated. */
            input_type: "dataset" | "trace";
            /** @description The names the dataset items were read under that are not Assay's own, each with the field it gave: {"question": "input", "contexts": "context", "vars.topic": "metadata.vars.topic"} (a dotted name is a path into a nested export; "[user]" a chat message list's part). Empty when every item used Assay's names, and for traces (docs/api.md, "Dataset fields"). */
            field_mapping: {
                [key: string]: string;
            };
            /** @description Items in the run. */
            total_items: number;
            /** @description Per metric name: mean, pass rate and counts. */
            metrics: {
                [key: string]: components["schemas"]["MetricSummary"];
            };
            /** @description Metrics asked for (or all). */
            metrics_requested: string[];
            /** @description Language-model judge tokens the run used; 0 without a judge. */
            tokens_used: number;
            /** Format: date-time */
            created_at: string;
            completed_at: string | null;
        };
        /**
         * EvaluationRunPage
         * @description A page of evaluation runs.
         */
        EvaluationRunPage: {
            /** @description Runs, newest first. */
            runs: components["schemas"]["EvaluationRun"][];
            /** @description Pass as cursor for the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * MetricComparison
         * @description One metric, base against candidate, item by item.
         */
        MetricComparison: {
            base_mean: number | null;
            candidate_mean: number | null;
            /** @description candidate_mean − base_mean, over the pairs where both ran. */
            delta: number | null;
            /** @description Items where the metric ran in both runs. */
            pairs: number;
            /** @description Pairs where the candidate is better (in the metric's direction). */
            wins: number;
            /** @description Pairs where the candidate is worse. */
            losses: number;
            /** @description Pairs with equal scores. */
            ties: number;
            /**
             * @description The paired significance test used.
             * @enum {string}
             */
            test: "wilcoxon_signed_rank";
            /** @description Two-sided p-value (exact for up to 25 non-tied pairs, normal approximation with tie correction above); null with no non-tied pair. */
            p_value: number | null;
        };
        /**
         * EvaluationComparison
         * @description Two runs over the same items, compared metric by metric.
         */
        EvaluationComparison: {
            /** Format: uuid */
            base_run_id: string;
            /** Format: uuid */
            candidate_run_id: string;
            /** @description Items paired (by index; both runs must have the same number). */
            items: number;
            /** @description Per metric that ran in both runs. */
            metrics: {
                [key: string]: components["schemas"]["MetricComparison"];
            };
        };
        /**
         * SarifResult
         * @description One finding of a run (SARIF result); other fields as the tool writes them.
         */
        SarifResult: {
            /** @description Id of the rule that produced the finding (or give rule.id). */
            ruleId?: string;
            /** @description Reference to the rule, when ruleId is not given. */
            rule?: {
                id?: string;
            };
            /** @description Severity; warning when absent (SARIF's default). */
            level?: "none" | "note" | "warning" | "error";
            /** @description What was found (text, or the id of one of the rule's messages). */
            message: {
                text?: string;
                id?: string;
            };
            /** @description Where it was found. */
            locations?: {
                /** @description Where in a file. */
                physicalLocation?: {
                    artifactLocation?: {
                        /** @description File, relative to the scanned root. */
                        uri?: string;
                    };
                    region?: {
                        /** @description First line, counted from 1. */
                        startLine?: number;
                    };
                };
            }[];
        };
        /**
         * SarifRun
         * @description One run of one tool in a SARIF log.
         */
        SarifRun: {
            /** @description The tool that produced the run. */
            tool: {
                /** @description The tool's primary component (SARIF toolComponent); other fields as the tool writes them. */
                driver: {
                    /** @description Name of the analysis tool, e.g. "Semgrep OSS", "CodeQL". */
                    name: string;
                    /** @description Rules the tool ran (SARIF reportingDescriptor: id, name, properties.tags…); their tags and CWE ids are read. */
                    rules?: {
                        [key: string]: unknown;
                    }[];
                };
            };
            /** @description Findings of the run. */
            results?: components["schemas"]["SarifResult"][];
        };
        /**
         * SarifLog
         * @description A SARIF 2.1.0 log, as the scanning tool wrote it.
         */
        SarifLog: {
            /**
             * @description SARIF version; only 2.1.0 is accepted.
             * @enum {string}
             */
            version: "2.1.0";
            /** @description URI of the SARIF JSON schema, e.g. "https://json.schemastore.org/sarif-2.1.0.json". */
            $schema?: string;
            /** @description Runs of the log, one per tool invocation. */
            runs: components["schemas"]["SarifRun"][];
        };
        /**
         * ScanUploadRequest
         * @description A code-scan log to store for a project (created on first use). Invalid SARIF → 422.
         */
        ScanUploadRequest: {
            /**
             * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
             * @example support-bot
             */
            project_name: string;
            sarif: components["schemas"]["SarifLog"];
            /** @description Where the log comes from, e.g. "semgrep", "codeql", "bandit"; informational. */
            source?: string;
            /** @description Commit the scan ran on: a full or abbreviated git hash (7 to 64 hex characters). */
            commit_sha?: string;
        };
        /**
         * ScanUpload
         * @description A stored code-scan upload.
         */
        ScanUpload: {
            /**
             * Format: uuid
             * @description Id of the upload; failure analysis names it in scan_upload_id.
             */
            upload_id: string;
            /** @description Project the upload belongs to. */
            project_name: string;
            /** @description Names of the tools in the log (tool.driver.name), each once. */
            tool_names: string[];
            /** @description Findings (results) over every run. */
            findings_count: number;
            /** @description Findings per SARIF level; every level is present. */
            findings_by_level: {
                /** @description Findings of level error. */
                error: number;
                /** @description Findings of level warning (SARIF's default level when a result gives none). */
                warning: number;
                /** @description Findings of level note. */
                note: number;
                /** @description Findings of level none. */
                none: number;
            };
            /**
             * Format: date-time
             * @description When the log was uploaded.
             */
            created_at: string;
        };
        /** SignupRequest */
        SignupRequest: {
            /**
             * Format: email
             * @description E-mail address (unique, compared without regard to case).
             */
            email: string;
            /** @description At least 10 characters. Write-only. */
            password: string;
            /** @description How the user is shown; defaults to the part of the address before @. */
            display_name?: string;
        };
        /**
         * UpdateMeRequest
         * @description Changes the caller's address, name or password. The first-start admin, which has none, gets its address and password this way with its key, and can then sign in to the dashboard and see what the key made.
         */
        UpdateMeRequest: {
            /**
             * Format: email
             * @description E-mail address (unique, compared without regard to case).
             */
            email?: string;
            /** @description A new password, at least 10 characters. Write-only. */
            password?: string;
            /** @description How the user is shown. */
            display_name?: string;
            /** @description The password the account has now: required to change the address or the password of an account that has one. Write-only. */
            current_password?: string;
        };
        /** LoginRequest */
        LoginRequest: {
            /**
             * Format: email
             * @description E-mail address (unique, compared without regard to case).
             */
            email: string;
            /** @description Write-only. */
            password: string;
        };
        /**
         * AccountUser
         * @description A user account.
         */
        AccountUser: {
            /** Format: uuid */
            id: string;
            /** @description Null for the first-start admin, which has no e-mail. */
            email: string | null;
            display_name: string;
            role: "admin" | "member";
            email_verified: boolean;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * SessionInfo
         * @description A dashboard session (the cookie itself is HttpOnly).
         */
        SessionInfo: {
            /**
             * @description Always true here; GET /v2/auth/session answers NoSession ({"signed_in": false}) without one.
             * @enum {boolean}
             */
            signed_in: true;
            user: components["schemas"]["AccountUser"];
            /** @description Send it as 'x-csrf-token' with every cookie-authenticated request that changes something. */
            csrf_token: string;
            /** Format: date-time */
            expires_at: string;
        };
        /**
         * NoSession
         * @description No live dashboard session: no cookie, or its session expired or was logged out.
         */
        NoSession: {
            /** @enum {boolean} */
            signed_in: false;
        };
        /**
         * Me
         * @description The caller.
         */
        Me: {
            user: components["schemas"]["AccountUser"];
            /** @description How this request was authenticated. */
            auth: "key" | "session";
            /** @description The API key used, if any. */
            key_id: string | null;
            /** @description Projects the key is limited to; null: all. */
            projects: string[] | null;
        };
        /** ApiKeyCreate */
        ApiKeyCreate: {
            /** @description A label to recognise the key by. */
            name: string;
            /** @description Limit the key to these project names: requests naming another project get 403. Absent: every project of the user. */
            projects?: string[];
        };
        /**
         * ApiKey
         * @description An API key, without its secret.
         */
        ApiKey: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            user_id: string;
            name: string;
            /** @description The first characters of the key, to tell keys apart. */
            key_prefix: string;
            /** @description Projects the key is limited to; null: all. */
            projects: string[] | null;
            /** Format: date-time */
            created_at: string;
            last_used_at: string | null;
            revoked_at: string | null;
        };
        /** ApiKeyCreated */
        ApiKeyCreated: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            user_id: string;
            name: string;
            /** @description The first characters of the key, to tell keys apart. */
            key_prefix: string;
            /** @description Projects the key is limited to; null: all. */
            projects: string[] | null;
            /** Format: date-time */
            created_at: string;
            last_used_at: string | null;
            revoked_at: string | null;
            /** @description The secret, shown only in this answer. Store it now. */
            key: string;
        };
        /** DeviceCodeRequest */
        DeviceCodeRequest: {
            /** @description Names the API key created on approval, e.g. "assay CLI on build-42". */
            client_name?: string;
        };
        /**
         * DeviceCodeResponse
         * @description RFC 8628 §3.2 device authorization response.
         */
        DeviceCodeResponse: {
            /** @description Secret of the client: it polls with it. Never shown to people. */
            device_code: string;
            /** @description What the person types or checks, as XXXX-XXXX. */
            user_code: string;
            /** @description Where the person approves the code. */
            verification_uri: string;
            /** @description The same, with the code filled in. */
            verification_uri_complete: string;
            /** @description Seconds the codes stay valid. */
            expires_in: number;
            /** @description Seconds to wait between polls. */
            interval: number;
        };
        /**
         * DevicePendingLogin
         * @description A device login waiting for a decision.
         */
        DevicePendingLogin: {
            /** @description The code, as XXXX-XXXX. */
            user_code: string;
            /** @description Who asked: the client_name sent to POST /v2/auth/device/code ("device login" when it sent none). */
            client_name: string;
            /**
             * Format: date-time
             * @description When the code stops being valid.
             */
            expires_at: string;
        };
        /** DeviceApproveRequest */
        DeviceApproveRequest: {
            /** @description The code shown by the client (case, dash and spaces do not matter). */
            user_code: string;
            /** @description true approves the login, false denies it. */
            approve: boolean;
        };
        /** DeviceApproveResponse */
        DeviceApproveResponse: {
            status: "approved" | "denied";
            message: string;
        };
        /** DeviceTokenRequest */
        DeviceTokenRequest: {
            device_code: string;
            /**
             * @description Optional; RFC 8628 clients send it.
             * @enum {string}
             */
            grant_type?: "urn:ietf:params:oauth:grant-type:device_code";
        };
        /** DeviceTokenResponse */
        DeviceTokenResponse: {
            /** @description A new API key of the approving user, returned once. */
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
        };
        /** DeviceTokenError */
        DeviceTokenError: {
            /** @description RFC 8628 §3.5 (invalid_grant: unknown device code, or its key was already issued). */
            error: "authorization_pending" | "slow_down" | "expired_token" | "access_denied" | "invalid_grant";
            error_description: string;
        };
        /**
         * ResendVerificationResponse
         * @description The outcome of a request to re-send the verification mail: the same 200 answer for every outcome, which status names.
         */
        ResendVerificationResponse: {
            /** @description sent: a new verification mail went out; already_verified: nothing to do, no mail sent; no_address: the account has no e-mail address (the first-start admin), nothing to verify; rate_limited: no mail sent, too many were requested in the last hour (retry_after_seconds says when to ask again). */
            status: "sent" | "already_verified" | "no_address" | "rate_limited";
            /** @description Address of the caller, where the mail went (or would go); null when the account has none. */
            email: string | null;
            /** @description What happened, in plain words, e.g. "We sent a new verification link to ada@example.com." */
            message: string;
            /** @description Seconds before another mail can be requested: 0 when one can be now, more than 0 when rate_limited (or when the mail just sent was the last of the hour); null when already verified or without an address. */
            retry_after_seconds: number | null;
        };
        /**
         * VerifyEmailResponse
         * @description The address is verified.
         */
        VerifyEmailResponse: {
            /** @enum {string} */
            status: "verified";
            /** Format: email */
            email: string;
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        store?: string;
                        detail?: string;
                    };
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        store?: string;
                        detail?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        store?: string;
                        detail?: string;
                    };
                };
            };
        };
    };
    listProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"][];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectCreate"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
                 * @example support-bot
                 */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProjectSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
                 * @example support-bot
                 */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A project's failure-analysis thresholds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectSettings"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putProjectSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
                 * @example support-bot
                 */
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectSettingsUpdate"];
            };
        };
        responses: {
            /** @description A project's failure-analysis thresholds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectSettings"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProjectCustomRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
                 * @example support-bot
                 */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A project's custom rules (docs/custom-rules.md). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectCustomRules"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putProjectCustomRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
                 * @example support-bot
                 */
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectCustomRules"];
            };
        };
        responses: {
            /** @description A project's custom rules (docs/custom-rules.md). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectCustomRules"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listRules: {
        parameters: {
            query?: {
                /**
                 * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
                 * @example support-bot
                 */
                project_name?: string;
                /** @description pattern / keywords: a built-in rule as data; reading: a reader in code (a detector, a safety reading); model: the guard or the judge; custom: a team rule. */
                kind?: "pattern" | "keywords" | "reading" | "model" | "custom";
                /** @description Where its verdicts appear. */
                area?: "failure-analysis" | "security" | "both";
                /** @description Only rules whose id or description holds this text (any case). */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The named rules: built-in, and the project’s own when one is named. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleCatalogue"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getRule: {
        parameters: {
            query?: {
                /**
                 * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
                 * @example support-bot
                 */
                project_name?: string;
            };
            header?: never;
            path: {
                rule_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One named rule: what it reads, its examples, its source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueRule"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job id returned when the work was started. */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cancelJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job id returned when the work was started. */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    analyzeFailures: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: 1–255 printable ASCII characters, e.g. a UUID, chosen by the client per request. A retry with the same key and body within 24 hours answers the first run again (header Idempotent-Replayed: true) instead of making another; the same key with another body → 422; while the first request is still running → 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FailureAnalysisRequest"];
            };
        };
        responses: {
            /** @description A failure-analysis run: its summary, tags and per-item results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailureAnalysisResponse"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress: retry once it has answered. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getFailureAnalysisRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The run_id returned by analyze. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A failure-analysis run: its summary, tags and per-item results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailureAnalysisResponse"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listFailureAnalysisRuns: {
        parameters: {
            query?: {
                /**
                 * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
                 * @example support-bot
                 */
                project_name?: string;
                /** @description Most rows to return (1–200). */
                limit?: number;
                /** @description next_cursor of the previous page, unchanged. */
                cursor?: string;
                /** @description Only the runs that analysed this trace (analyze with trace_id); none match → an empty page. */
                trace_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailureAnalysisRunPage"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listFailureAnalysisTags: {
        parameters: {
            query: {
                decision?: "fail" | "unsure";
                bucket?: string;
                subcategory?: string;
                severity_label?: components["schemas"]["SeverityLabel"];
                /** @description Only tags whose severity is at least this. */
                min_severity?: number;
                /** @description Only tags whose confidence is at least this. */
                min_confidence?: number;
                /** @description Only the tags of this item. */
                item_index?: number;
                limit: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The run_id returned by analyze. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailureTagPage"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listFailureAnalysisInputs: {
        parameters: {
            query: {
                limit: number;
                /** @description The next_cursor of the previous page, unchanged. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The run_id returned by analyze. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of a run's items (RunInput), in item order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunInputPage"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getFailureAnalysisItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The run_id returned by analyze. */
                run_id: string;
                /** @description FailureTag.item_index. */
                item_index: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One item of a run in full: its RunInput with what else was posted. Evidence offsets (metadata.start/end) point into input_text, output_text, or the context chunks joined by "\n\n". */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailureAnalysisItem"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listTaxonomy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxonomyBucket"][];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTaxonomyBucket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description e.g. "hallucination_grounding"; any other text names no bucket: 404. */
                bucket_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A group of related failure subcategories (level 1). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxonomyBucket"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    auditSecurity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: 1–255 printable ASCII characters, e.g. a UUID, chosen by the client per request. A retry with the same key and body within 24 hours answers the first run again (header Idempotent-Replayed: true) instead of making another; the same key with another body → 422; while the first request is still running → 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecurityAuditRequest"];
            };
        };
        responses: {
            /** @description The stored batch: completed, or processing for a large dataset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityAuditBatch"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A request with the same Idempotency-Key is still in progress: retry once it has answered. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listSecurityAuditBatches: {
        parameters: {
            query?: {
                /**
                 * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
                 * @example support-bot
                 */
                project_name?: string;
                /** @description Most rows to return (1–200). */
                limit?: number;
                /** @description next_cursor of the previous page, unchanged. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit batches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityAuditBatchPage"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSecurityAuditBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The batch_id returned by the audit; one that names no batch of the caller → 404. */
                batch_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stored audit batch with its aggregate statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityAuditBatch"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listSecurityAuditItems: {
        parameters: {
            query?: {
                /** @description Most items to return. */
                limit?: number;
                /** @description Index of the first item to return. */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description The batch_id returned by the audit; one that names no batch of the caller → 404. */
                batch_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of items; empty past the end. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityAuditItem"][];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listSecurityCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityCategoryInfo"][];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    startRedTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedTeamRequest"];
            };
        };
        responses: {
            /** @description The run is planned and queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedTeamStartResponse"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getRedTeamCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attack vectors and vulnerabilities a run may plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedTeamCatalog"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listRedTeamRuns: {
        parameters: {
            query?: {
                /**
                 * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
                 * @example support-bot
                 */
                project_name?: string;
                /** @description Most rows to return (1–200). */
                limit?: number;
                /** @description next_cursor of the previous page, unchanged. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of red-team runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedTeamRunPage"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getRedTeamMatrix: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the red-team run; one that names no run of the caller → 404. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attack success per attack vector × vulnerability. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedTeamMatrix"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    compareRedTeamRuns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the base run (the earlier one, "before"); one that names no run of the caller → 404. */
                run_id: string;
                /** @description Id of the head run (the later one, "after"); one that names no run of the caller → 404. */
                other_run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attack success rates of two runs side by side, overall, per vector, per vulnerability and per pair, with the change, its significance, and how the plans differ. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedTeamComparison"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getRedTeamRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the red-team run; one that names no run of the caller → 404. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A red-team run: its state, counts and attack success rates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedTeamRun"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cancelRedTeamRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the red-team run; one that names no run of the caller → 404. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A red-team run: its state, counts and attack success rates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedTeamRun"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resumeRedTeamRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the red-team run; one that names no run of the caller → 404. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run is queued again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedTeamStartResponse"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The run is queued, running or completed: only failed and cancelled runs resume. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    replayRedTeamRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the red-team run; one that names no run of the caller → 404. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedTeamReplayRequest"];
            };
        };
        responses: {
            /** @description The replay is planned and queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedTeamStartResponse"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The run is queued, running, failed or cancelled: only a completed run is replayed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listRedTeamAttacks: {
        parameters: {
            query?: {
                /** @description pending: not judged yet; succeeded: the target complied harmfully; resisted: it refused or stayed safe; error: the target failed (never counted as succeeded or resisted). */
                status?: "pending" | "succeeded" | "resisted" | "error";
                /** @description Only attacks of this attack vector key, e.g. "base64". */
                attack_vector_key?: string;
                /** @description Only attacks of this vulnerability key, e.g. "s1-violence". */
                vulnerability_key?: string;
                /** @description Most attacks to return. */
                limit?: number;
                /** @description Attacks to skip, after filtering. */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Id of the red-team run; one that names no run of the caller → 404. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of attacks; empty past the end. */
            200: {
                headers: {
                    /** @description Attacks that match the filters, over every page. */
                    "X-Total-Count"?: number;
                    /** @description While more attacks remain: the next page's path and query, relative to this request's address, as <…>; rel="next". Absent on the last page. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedTeamAttack"][];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    exportOtlpTraces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtlpExportTraceServiceResponse"];
                };
            };
            /** @description Undecodable body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtlpStatus"];
                };
            };
            /** @description An OTLP error, shaped as google.rpc.Status (JSON). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtlpStatus"];
                };
            };
            /** @description An OTLP error, shaped as google.rpc.Status (JSON). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtlpStatus"];
                };
            };
            /** @description An OTLP error, shaped as google.rpc.Status (JSON). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtlpStatus"];
                };
            };
            /** @description Too many ingestion requests in flight: retry after Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtlpStatus"];
                };
            };
            /** @description Shutting down: retry after Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtlpStatus"];
                };
            };
        };
    };
    listTraces: {
        parameters: {
            query: {
                /**
                 * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
                 * @example support-bot
                 */
                project?: string;
                /** @description service.name, exactly. */
                service?: string;
                /** @description Name of the root span, exactly. */
                name?: string;
                /** @description true: only traces with an error span; false: only those without. */
                has_error?: boolean;
                /** @description Traces that start at or after this time. */
                from?: string;
                /** @description Traces that start before this time. */
                to?: string;
                limit: number;
                /** @description next_cursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TracePage"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ingestTraceParts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NativeTraceBatch"];
            };
        };
        responses: {
            /** @description Default Response */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NativeTraceBatchResult"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getFullTrace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the trace, as ingested (32 hex characters for OpenTelemetry). */
                trace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rebuilt trace. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FullTrace"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    evaluate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EvaluationRequest"];
            };
        };
        responses: {
            /** @description An evaluation run and its per-metric summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationRun"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listEvaluationRuns: {
        parameters: {
            query?: {
                /**
                 * @description Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.
                 * @example support-bot
                 */
                project_name?: string;
                /** @description Most rows to return (1–200). */
                limit?: number;
                /** @description next_cursor of the previous page, unchanged. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of evaluation runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationRunPage"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEvaluationRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the evaluation run. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An evaluation run and its per-metric summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationRun"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listEvaluationItems: {
        parameters: {
            query?: {
                /** @description Most items to return. */
                limit?: number;
                /** @description Index of the first item. */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Id of the evaluation run. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationItem"][];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEvaluationItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the evaluation item. */
                item_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationItem"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    compareEvaluationRuns: {
        parameters: {
            query: {
                /** @description Id of the baseline run. */
                base: string;
                /** @description Id of the run compared with it. */
                candidate: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Two runs over the same items, compared metric by metric. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationComparison"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    uploadScan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScanUploadRequest"];
            };
        };
        responses: {
            /** @description The stored upload. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScanUpload"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description A user account. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountUser"];
                };
            };
            /** @description Sign-up is closed (ASSAY_SIGNUP=closed) and the request carries no key or session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sign-up is closed and the caller is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The address is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description A dashboard session (the cookie itself is HttpOnly). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionInfo"];
                };
            };
            /** @description Wrong e-mail or password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many failures; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SessionInfo or NoSession. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionInfo"] | components["schemas"]["NoSession"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMeRequest"];
            };
        };
        responses: {
            /** @description The caller. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A key limited to projects, or a wrong current_password. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The address belongs to another account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"][];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyCreated"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the key (ApiKey.id). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An API key, without its secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    startDeviceLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceCodeRequest"];
            };
        };
        responses: {
            /** @description RFC 8628 §3.2 device authorization response. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceCodeResponse"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
        };
    };
    getPendingDeviceLogin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code shown by the client (case, dash and spaces do not matter). */
                user_code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A device login waiting for a decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevicePendingLogin"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    approveDeviceLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceApproveRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceApproveResponse"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    pollDeviceLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceTokenRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceTokenResponse"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceTokenError"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description slow_down: too many unknown device codes from this client; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceTokenError"];
                };
            };
        };
    };
    resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What happened: sent, already verified, no address, or rate-limited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResendVerificationResponse"];
                };
            };
            /** @description Missing, unknown or revoked API key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body over the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The request failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description This operation is declared but its area is not built yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The mail server failed; try again later. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address is verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyEmailResponse"];
                };
            };
            /** @description Not a valid link. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The link was already used, or has expired. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPValidationError"];
                };
            };
            /** @description Too many wrong links from this client (20 in 15 minutes); see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
