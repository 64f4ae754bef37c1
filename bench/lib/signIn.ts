import { cookieHeaderFromSetCookie } from './cookies';
import type { Student } from './fixtures';
import { field, requestJson } from './http';
import { check } from './report';

/** Fails the section unless the student's cookie signs them in: every later figure depends on it. */
export async function proveSignedIn(origin: string, student: Student): Promise<string> {
  const response = await requestJson(origin, 'GET', '/api/auth/user', { cookie: student.cookie });
  check(
    response.status === 200 && field(response.body, 'id') === student.id,
    `the bench-signed session cookie does not sign ${student.email} in: GET /api/auth/user answered ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`,
  );
  return `a bench-signed session cookie signs ${student.email} in (GET /api/auth/user: 200, same user)`;
}

/** Signs in through the development route, as the browser's form does (loopback PUBLIC_URL only). */
export async function devLogin(origin: string, email: string): Promise<Student> {
  const response = await requestJson(origin, 'POST', '/api/auth/dev-login', { body: { email } });
  const cookie = cookieHeaderFromSetCookie(response.headers['set-cookie']);
  const id = field(response.body, 'id');
  check(response.status === 200 && typeof id === 'string' && cookie !== '', `dev sign-in as ${email} failed: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
  return { id, email, cookie };
}
