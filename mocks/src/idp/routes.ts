import type { Hono } from 'hono';

import type { MockState } from '../state.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const IDP_CODE_TTL_MS = 5 * 60 * 1000;

function validRedirect(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:2rem;width:min(26rem,90vw)}
h1{font-size:1.25rem;margin:0 0 .25rem}p{color:#555;margin:.25rem 0 1rem}fieldset{border:0;padding:0;margin:0 0 1rem}
label{display:flex;gap:.75rem;align-items:center;padding:.6rem;border:1px solid #ddd;border-radius:8px;margin-bottom:.5rem;cursor:pointer}
small{color:#666;display:block}button{width:100%;padding:.7rem;border:0;border-radius:8px;background:#1a56db;color:#fff;font-size:1rem;cursor:pointer}</style>
</head><body><main>${body}</main></body></html>`;
}

/**
 * The mock identity provider: `GET /__idp/authorize` shows the staff members and a consent button;
 * submitting redirects to `redirect_uri?code=...&state=...` with a single-use code for `POST /admin/auth/token`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Hono env: these routes use no bindings
export function registerIdpRoutes(app: Hono<any>, state: MockState): void {
  app.get('/__idp/authorize', (c) => {
    const redirect = validRedirect(c.req.query('redirect_uri'));
    if (!redirect)
      return c.html(
        page(
          'Sign-in error',
          '<h1>Sign-in error</h1><p>The redirect_uri is missing or not an http(s) URL.</p>',
        ),
        400,
      );
    const stateParam = c.req.query('state') ?? '';
    const staff = state.db.staff.filter((s) => s.status);
    const options = staff
      .map(
        (s, i) =>
          `<label><input type="radio" name="staff_id" value="${s.id}"${i === 0 ? ' checked' : ''}><span>${escapeHtml(`${s.first_name} ${s.last_name}`)}<small>${escapeHtml(s.email)}</small></span></label>`,
      )
      .join('');
    return c.html(
      page(
        'Sign in – Provider identity',
        `<h1>Sign in to Console admin</h1><p>Choose the staff account to continue with. The console will receive your name and e-mail.</p>
<form method="post" action="/__idp/authorize"><fieldset><legend class="sr">Staff account</legend>${options}</fieldset>
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirect.toString())}"><input type="hidden" name="state" value="${escapeHtml(stateParam)}">
<button type="submit">Continue</button></form>`,
      ),
    );
  });

  app.post('/__idp/authorize', async (c) => {
    const form = await c.req.parseBody();
    const redirect = validRedirect(typeof form.redirect_uri === 'string' ? form.redirect_uri : undefined);
    const staff = state.db.staff.get(Number(form.staff_id));
    if (!redirect || !staff?.status)
      return c.html(
        page('Sign-in error', '<h1>Sign-in error</h1><p>Pick a staff account and try again.</p>'),
        400,
      );
    const code = state.idpCodes.issue(staff.id, state.now() + IDP_CODE_TTL_MS);
    redirect.searchParams.set('code', code);
    if (typeof form.state === 'string' && form.state) redirect.searchParams.set('state', form.state);
    return c.redirect(redirect.toString(), 302);
  });
}
