// GET /device: the page a person opens to approve a device login (verification_uri). It logs in with
// e-mail and password when there is no session, then approves or denies through the JSON API, sending
// the CSRF token like any cookie-authenticated client.
import type { FastifyInstance } from 'fastify';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Assay — approve a device</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
input,button{font:inherit;padding:.4rem;margin:.2rem 0;width:100%;box-sizing:border-box}
#code{text-transform:uppercase;letter-spacing:.2em;font-family:monospace}.row{display:flex;gap:.5rem}</style></head>
<body><h1>Approve a device</h1>
<p>Check that this code is the one your terminal shows, then approve it.</p>
<form id="f"><input id="code" name="user_code" placeholder="XXXX-XXXX" required>
<div id="login" hidden><input id="email" type="email" placeholder="e-mail" autocomplete="username">
<input id="password" type="password" placeholder="password" autocomplete="current-password"></div>
<div class="row"><button name="approve" value="true">Approve</button><button name="approve" value="false">Deny</button></div></form>
<p id="out" role="status"></p>
<script>
const $ = (id) => document.getElementById(id);
$('code').value = new URLSearchParams(location.search).get('user_code') || '';
let csrf = null;
async function json(method, url, body) {
  const r = await fetch(url, { method, credentials: 'same-origin', headers: Object.assign({ 'content-type': 'application/json' }, csrf ? { 'x-csrf-token': csrf } : {}), body: body && JSON.stringify(body) });
  const data = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(typeof data.detail === 'string' ? data.detail : (data.detail || []).map((d) => d.msg).join('; ') || r.statusText);
  return data;
}
json('GET', '/v2/auth/session').then((s) => { csrf = s.csrf_token; }, () => { $('login').hidden = false; });
$('f').addEventListener('submit', async (e) => {
  e.preventDefault();
  try {
    if (!csrf) csrf = (await json('POST', '/v2/auth/login', { email: $('email').value, password: $('password').value })).csrf_token;
    const res = await json('POST', '/v2/auth/device/approve', { user_code: $('code').value, approve: e.submitter.value === 'true' });
    $('out').textContent = res.message;
  } catch (err) { $('out').textContent = err.message; }
});
</script></body></html>`;

export async function devicePageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/device', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('x-frame-options', 'DENY').send(PAGE),
  );
}
