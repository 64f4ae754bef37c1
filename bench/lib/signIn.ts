import { cookieHeaderFromSetCookie } from './cookies';
import type { Student } from './fixtures';
import { field, requestJson } from './http';
import { runClosedLoop } from './load';
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

/**
 * Each student opens the scanner page first, as in the app, where no scan can be sent before
 * the page has loaded the signed-in user (GET /api/auth/user). Not measured; every answer must
 * be 200. Sections about a crowd at a code start from there, so that they measure the scan.
 */
export async function openScanners(origin: string, students: readonly Student[]): Promise<string> {
  const load = await runClosedLoop({
    origin,
    connections: 32,
    call: (index) => {
      const student = students[index];
      return student && { method: 'GET', path: '/api/auth/user', headers: { cookie: student.cookie } };
    },
  });
  const refused = load.results.filter((result) => result.status !== 200).length;
  check(refused === 0, `${refused} of ${students.length} students could not open the scanner (GET /api/auth/user)`);
  return `each of the ${students.length.toLocaleString('en')} students first opened the scanner (GET /api/auth/user), as the app does before any scan`;
}
