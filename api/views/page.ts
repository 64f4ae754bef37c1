import type { Language } from '../../core/language';
import { wordIn } from '../messages';

/**
 * Small server-rendered pages (sign-in form, sign-in refusals). No script: the CSP forbids
 * inline code. A page a participant can meet is in the request's language (api/language.ts);
 * the development sign-in is for developers, and stays English.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The app's own look (web/styles/theme.css and base.css, dark theme): font, colours, card, inputs, buttons. */
const STYLE = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:16px;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#f1f0fb;background:radial-gradient(1200px 600px at 50% -200px,rgba(124,58,237,.25),transparent),#0f0f1a}
main{width:100%;max-width:26rem;padding:20px;border-radius:16px;border:1px solid #2e2e4a;background:#171727;box-shadow:0 10px 30px rgba(0,0,0,.35)}
h1{margin:0 0 12px;font-size:1.4rem}p{color:#a4a3c2}
label{display:block;margin:14px 0 6px;font-weight:600;font-size:.9rem}
input{width:100%;min-height:44px;padding:10px 12px;border-radius:10px;border:1px solid #2e2e4a;background:#0f0f1a;color:inherit;font:inherit}
input:focus-visible,button:focus-visible,a.button:focus-visible{outline:2px solid #8b5cf6;outline-offset:2px}
button,a.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:44px;margin-top:20px;padding:10px 18px;border:1px solid transparent;border-radius:12px;background:linear-gradient(135deg,#7c3aed,#6366f1);color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
a.button{margin-top:12px;background:transparent;border-color:#2e2e4a;color:#f1f0fb}
.note{padding:10px 12px;border-radius:10px;background:rgba(139,92,246,.16);color:#f1f0fb;font-size:.9rem}`;

export function page(title: string, body: string, language: Language = 'en'): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
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
export function confirmLogoutPage(language: Language): string {
  return page(
    wordIn(language, 'Sign out?'),
    `<h1>${escapeHtml(wordIn(language, 'Sign out of Campus Hunt?'))}</h1>
<p>${escapeHtml(wordIn(language, 'Another site sent you here. Sign out only if you meant to.'))}</p>
<form method="post" action="/api/logout"><button type="submit">${escapeHtml(wordIn(language, 'Sign out'))}</button></form>
<a class="button" href="/">${escapeHtml(wordIn(language, 'Stay signed in'))}</a>`,
    language,
  );
}

/** `title` is worded here; `message`, already in the reader's language, by the caller. */
export function refusalPage(language: Language, title: string, message: string): string {
  const heading = wordIn(language, title);
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p><a class="button" href="/">${escapeHtml(wordIn(language, 'Back to the start'))}</a>`,
    language,
  );
}
