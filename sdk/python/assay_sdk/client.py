"""AssayClient: one method per common operation; AssayError carries the status and the server's detail."""

import json
import time
import urllib.error
import urllib.parse
import urllib.request

# Every operation the client calls, by method and OpenAPI path (the tests check them against /openapi.json).
OPERATIONS = {
    "analyze": ("post", "/v2/failure-analysis/analyze"),
    "get_analysis_run": ("get", "/v2/failure-analysis/runs/{run_id}"),
    "get_taxonomy_bucket": ("get", "/v2/failure-analysis/taxonomy/{bucket_id}"),
    "audit": ("post", "/v2/security/audit"),
    "start_redteam": ("post", "/v2/security/redteam"),
    "get_redteam_run": ("get", "/v2/security/redteam/runs/{run_id}"),
    "resume_redteam_run": ("post", "/v2/security/redteam/runs/{run_id}/resume"),
    "replay_redteam_run": ("post", "/v2/security/redteam/runs/{run_id}/replay"),
    "list_redteam_attacks": ("get", "/v2/security/redteam/runs/{run_id}/attacks"),
    "compare_redteam_runs": ("get", "/v2/security/redteam/runs/{run_id}/compare/{other_run_id}"),
    "evaluate": ("post", "/v2/evaluate"),
    "get_evaluation_item": ("get", "/v2/evaluate/items/{item_id}"),
    "ingest_traces": ("post", "/api/v1/traces"),
    "get_full_trace": ("get", "/api/v1/traces/{trace_id}/full"),
    "me": ("get", "/v2/auth/me"),
    "create_key": ("post", "/v2/keys"),
    "resend_verification": ("post", "/v2/auth/resend-verification"),
}

FINAL_REDTEAM_STATES = ("completed", "failed", "cancelled")


class AssayError(Exception):
    """A refused request: status, detail (a string, or a list of validation issues) and Retry-After."""

    def __init__(self, status, detail, retry_after_seconds=None):
        super().__init__("Assay answered %d: %s" % (status, detail if isinstance(detail, str) else json.dumps(detail)))
        self.status = status
        self.detail = detail
        self.retry_after_seconds = retry_after_seconds


def _idempotency(key):
    """The Idempotency-Key header for a key of the caller's choosing, none without one."""
    return {} if key is None else {"Idempotency-Key": key}


class AssayClient:
    def __init__(self, base_url, api_key, timeout=60.0):
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.timeout = timeout

    def request(self, method, path, body=None, headers=None):
        data = None if body is None else json.dumps(body).encode("utf-8")
        headers = dict(headers or {}, Authorization="Bearer " + self.api_key, Accept="application/json")
        if data is not None:
            headers["Content-Type"] = "application/json"
        req = urllib.request.Request(self.base_url + path, data=data, headers=headers, method=method.upper())
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as res:
                text = res.read().decode("utf-8")
                return json.loads(text) if text else None
        except urllib.error.HTTPError as err:
            text = err.read().decode("utf-8", "replace")
            try:
                parsed = json.loads(text)
            except ValueError:
                parsed = text
            if err.code == 207:  # partial success of a native trace batch: an answer, not an error
                return parsed
            detail = parsed.get("detail", parsed) if isinstance(parsed, dict) else parsed
            retry = err.headers.get("Retry-After")
            raise AssayError(err.code, detail, int(retry) if retry and retry.isdigit() else None) from None

    def _call(self, operation, params=None, body=None, query=None, headers=None):
        method, template = OPERATIONS[operation]
        path = template
        for name, value in (params or {}).items():
            path = path.replace("{%s}" % name, urllib.parse.quote(str(value), safe=""))
        wanted = {k: v for k, v in (query or {}).items() if v is not None}
        if wanted:
            path += "?" + urllib.parse.urlencode(wanted)
        return self.request(method, path, body, headers)

    @staticmethod
    def _body(options, **fields):
        """The request body: the named fields that were given (every body field is optional), then the options."""
        return dict(options, **{k: v for k, v in fields.items() if v is not None})

    def analyze(self, project_name=None, dataset=None, trace_id=None, idempotency_key=None, **options):
        """Failure analysis of a dataset (minimal mode) or of a stored trace (trace_id=..., full mode); exactly one of
        the two. Without project_name, your default project. idempotency_key (sent as Idempotency-Key) makes a retry
        return the first run."""
        if (dataset is None) == (trace_id is None):
            raise ValueError("analyze() takes exactly one of dataset and trace_id")
        body = self._body(options, project_name=project_name, dataset=dataset, trace_id=trace_id)
        return self._call("analyze", body=body, headers=_idempotency(idempotency_key))

    def get_analysis_run(self, run_id):
        return self._call("get_analysis_run", {"run_id": run_id})

    def get_taxonomy_bucket(self, bucket_id):
        return self._call("get_taxonomy_bucket", {"bucket_id": bucket_id})

    def audit(self, project_name=None, dataset=None, idempotency_key=None, **options):
        return self._call("audit", body=self._body(options, project_name=project_name, dataset=dataset), headers=_idempotency(idempotency_key))

    def start_redteam(self, project_name=None, **options):
        """Options as the API names them: attack_vector_keys, target_vulnerabilities, attacks_per_vector, run_name, config."""
        return self._call("start_redteam", body=self._body(options, project_name=project_name))

    def get_redteam_run(self, run_id):
        return self._call("get_redteam_run", {"run_id": run_id})

    def resume_redteam_run(self, run_id):
        """Queues a failed or cancelled run again; only its pending attacks are sent (409 for other statuses)."""
        return self._call("resume_redteam_run", {"run_id": run_id})

    def replay_redteam_run(self, run_id, **request):
        """Sends a completed run's stored attacks, generated tries included, again as a new run (request: target, project_name, run_name)."""
        return self._call("replay_redteam_run", {"run_id": run_id}, request)

    def compare_redteam_runs(self, base_run_id, head_run_id):
        """Attack success rates of a base and a head run side by side, with the change and the rows whose rate rose."""
        return self._call("compare_redteam_runs", {"run_id": base_run_id, "other_run_id": head_run_id})

    def list_redteam_attacks(self, run_id, **query):
        """One page of a run's attacks (query: status, attack_vector_key, vulnerability_key, limit, offset)."""
        return self._call("list_redteam_attacks", {"run_id": run_id}, query=query)

    def wait_for_redteam_run(self, run_id, interval_seconds=1.0):
        while True:
            run = self.get_redteam_run(run_id)
            if run["status"] in FINAL_REDTEAM_STATES:
                return run
            time.sleep(interval_seconds)

    def evaluate(self, project_name=None, dataset=None, **options):
        return self._call("evaluate", body=self._body(options, project_name=project_name, dataset=dataset))

    def get_evaluation_item(self, item_id):
        return self._call("get_evaluation_item", {"item_id": item_id})

    def ingest_traces(self, items, project_name=None):
        body = {"items": items}
        if project_name is not None:
            body["project_name"] = project_name
        return self._call("ingest_traces", body=body)

    def get_full_trace(self, trace_id):
        return self._call("get_full_trace", {"trace_id": trace_id})

    def me(self):
        return self._call("me")

    def create_key(self, name, projects=None):
        body = {"name": name}
        if projects is not None:
            body["projects"] = projects
        return self._call("create_key", body=body)

    def resend_verification(self):
        return self._call("resend_verification")
