/** Small server-rendered pages (sign-in form, sign-in refusals). No script: the CSP forbids inline code. */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#0f0f1a;color:#f4f4f8;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1b1b2e;padding:2rem;border-radius:1rem;max-width:26rem;width:calc(100% - 3rem)}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin:.8rem 0 .3rem}
input{width:100%;box-sizing:border-box;padding:.7rem;border-radius:.5rem;border:1px solid #444;background:#0f0f1a;color:inherit;font-size:1rem}
button,a.button{display:inline-block;margin-top:1.2rem;width:100%;padding:.8rem;border:0;border-radius:.5rem;background:#6d5dfc;color:#fff;font-size:1rem;text-align:center;text-decoration:none}
.note{background:#3b2f00;color:#ffd966;padding:.6rem .8rem;border-radius:.5rem;font-size:.9rem}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Campus Hunt</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function devLoginPage(returnTo: string): string {
  return page(
    'Development sign-in',
    `<h1>Development sign-in</h1>
<p class="note">Google sign-in is not configured on this server, so you can sign in as anyone. This form exists only outside production.</p>
<form method="post" action="/api/auth/dev-login">
<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email" placeholder="student@campus.edu">
<label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name">
<label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name">
<button type="submit">Sign in</button>
</form>`,
  );
}

/** What a sign-out link followed from another site gets: the student confirms, the other site can't. */
export function confirmLogoutPage(): string {
  return page(
    'Sign out?',
    `<h1>Sign out of Campus Hunt?</h1>
<p>Another site sent you here. Sign out only if you meant to.</p>
<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
<a class="button" href="/">Stay signed in</a>`,
  );
}

export function refusalPage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a class="button" href="/">Back to the start</a>`);
}
