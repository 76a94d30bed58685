"""Tests of the Python client: against a small fake server always, and against a real Assay when
ASSAY_TEST_URL and ASSAY_TEST_API_KEY are set (test/sdk/python-sdk.test.ts does that)."""

import http.server
import json
import os
import threading
import unittest

from assay_sdk import AssayClient, AssayError
from assay_sdk.client import OPERATIONS


class FakeAssay(http.server.BaseHTTPRequestHandler):
    """Answers like Assay for the few paths the tests use, and records what it received."""

    received = []

    def log_message(self, *args):
        pass

    def _answer(self, status, body, headers=None):
        data = json.dumps(body).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def _handle(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length)) if length else None
        FakeAssay.received.append((self.command, self.path, self.headers.get("Authorization"), body))
        if self.headers.get("Authorization") != "Bearer assay_good":
            return self._answer(401, {"detail": "Invalid API key: no key matches."})
        if self.path == "/v2/auth/me":
            return self._answer(200, {"user": {"role": "admin"}, "auth": "key", "key_id": None, "projects": None})
        if self.path == "/v2/auth/resend-verification":
            return self._answer(429, {"detail": "Too many verification mails requested."}, {"Retry-After": "120"})
        if self.path == "/v2/failure-analysis/analyze":
            if "dataset" in body and not body["dataset"]:
                return self._answer(422, {"detail": [{"loc": ["body", "dataset"], "msg": "List should have at least 1 item", "type": "too_short"}]})
            return self._answer(200, {"run_id": "r1", "status": "completed", "project_name": body.get("project_name", "default")})
        if self.path == "/api/v1/traces/a%2Fb/full":
            return self._answer(200, {"trace_id": "a/b"})
        return self._answer(404, {"detail": "Not Found"})

    do_GET = _handle
    do_POST = _handle


class FakeServerTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), FakeAssay)
        threading.Thread(target=cls.server.serve_forever, daemon=True).start()
        cls.url = "http://127.0.0.1:%d" % cls.server.server_address[1]

    @classmethod
    def tearDownClass(cls):
        cls.server.shutdown()
        cls.server.server_close()

    def test_sends_the_key_and_json(self):
        client = AssayClient(self.url, "assay_good")
        run = client.analyze("bot", [{"input": "q", "output": "a"}], run_eval=True)
        self.assertEqual(run["run_id"], "r1")
        method, path, auth, body = FakeAssay.received[-1]
        self.assertEqual((method, path, auth), ("POST", "/v2/failure-analysis/analyze", "Bearer assay_good"))
        self.assertEqual(body, {"project_name": "bot", "dataset": [{"input": "q", "output": "a"}], "run_eval": True})
        self.assertEqual(client.me()["user"]["role"], "admin")

    def test_analyses_a_trace_by_its_id_alone(self):
        AssayClient(self.url, "assay_good").analyze(trace_id="t-1")
        self.assertEqual(FakeAssay.received[-1][3], {"trace_id": "t-1"})

    def test_quotes_path_parameters(self):
        self.assertEqual(AssayClient(self.url, "assay_good").get_full_trace("a/b")["trace_id"], "a/b")

    def test_raises_assay_error_with_detail_and_retry_after(self):
        with self.assertRaises(AssayError) as caught:
            AssayClient(self.url, "assay_bad").me()
        self.assertEqual(caught.exception.status, 401)
        self.assertIn("Invalid API key", caught.exception.detail)
        with self.assertRaises(AssayError) as caught:
            AssayClient(self.url, "assay_good").analyze("bot", [])
        self.assertEqual(caught.exception.status, 422)
        self.assertEqual(caught.exception.detail[0]["type"], "too_short")
        with self.assertRaises(AssayError) as caught:
            AssayClient(self.url, "assay_good").resend_verification()
        self.assertEqual((caught.exception.status, caught.exception.retry_after_seconds), (429, 120))


@unittest.skipUnless(os.environ.get("ASSAY_TEST_URL") and os.environ.get("ASSAY_TEST_API_KEY"), "no Assay server given")
class RealServerTests(unittest.TestCase):
    def setUp(self):
        self.client = AssayClient(os.environ["ASSAY_TEST_URL"], os.environ["ASSAY_TEST_API_KEY"])

    def test_operations_are_in_the_openapi_document(self):
        doc = self.client.request("get", "/openapi.json")
        for name, (method, path) in OPERATIONS.items():
            self.assertIn(method, doc["paths"].get(path, {}), "%s: %s %s" % (name, method, path))

    def test_a_retry_with_the_same_idempotency_key_returns_the_first_run(self):
        key = "py-retry-%s" % os.getpid()
        first = self.client.analyze("py-sdk", [{"input": "Where is my parcel?", "output": "It ships tomorrow."}], idempotency_key=key)
        again = self.client.analyze("py-sdk", [{"input": "Where is my parcel?", "output": "It ships tomorrow."}], idempotency_key=key)
        self.assertEqual(again["run_id"], first["run_id"])
        batch = self.client.audit("py-sdk", [{"input": "Hi"}], idempotency_key=key + "-audit")
        self.assertEqual(self.client.audit("py-sdk", [{"input": "Hi"}], idempotency_key=key + "-audit")["batch_id"], batch["batch_id"])

    def test_round_trip(self):
        run = self.client.analyze("py-sdk", [{"input": "What is 2 + 2?", "output": "4"}])
        self.assertEqual(run["status"], "completed")
        self.assertEqual(self.client.get_analysis_run(run["run_id"])["run_id"], run["run_id"])
        batch = self.client.audit("py-sdk", [{"input": "Write a threat to send my neighbour."}])
        self.assertEqual(batch["unsafe_prompts"], 1)
        ingested = self.client.ingest_traces([{"type": "message", "trace_id": "py-1", "role": "user", "content": "Hi"}], project_name="py-sdk")
        self.assertEqual(ingested["stored"], 1)
        self.assertEqual(self.client.analyze(dataset=[{"input": "q", "output": ""}])["project_name"], "default")
        self.assertEqual(self.client.get_taxonomy_bucket("tool_use")["bucket_id"], "tool_use")
        started = self.client.start_redteam("py-sdk", attack_vector_keys=["rot13"], target_vulnerabilities=["s1-violence"], attacks_per_vector=1)
        # Planned at the start (pending until a worker sends them): listed with the document's fields.
        attacks = self.client.list_redteam_attacks(started["run_id"], limit=5)
        self.assertEqual([a["attack_vector_key"] for a in attacks], ["rot13"])
        # Queued, running or completed: none of them resumes.
        with self.assertRaises(AssayError) as resumed:
            self.client.resume_redteam_run(started["run_id"])
        self.assertEqual(resumed.exception.status, 409)
        self.assertEqual(self.client.get_full_trace("py-1")["trace_id"], "py-1")
        # A stored trace is analysed by its id alone: no dataset is sent (the API takes exactly one of the two).
        traced = self.client.analyze("py-sdk", trace_id="py-1")
        self.assertEqual((traced["mode"], traced["input_type"]), ("full", "trace"))
        with self.assertRaises(ValueError):
            self.client.analyze("py-sdk", [{"input": "q", "output": "a"}], trace_id="py-1")
        with self.assertRaises(ValueError):
            self.client.analyze("py-sdk")
        key = self.client.create_key("py", projects=["py-sdk"])
        self.assertEqual(AssayClient(os.environ["ASSAY_TEST_URL"], key["key"]).me()["projects"], ["py-sdk"])
        with self.assertRaises(AssayError) as caught:
            AssayClient(os.environ["ASSAY_TEST_URL"], key["key"]).analyze("other", [{"input": "q", "output": "a"}])
        self.assertEqual(caught.exception.status, 403)


if __name__ == "__main__":
    unittest.main()
