import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../testing/admin';
import { makeEvent, makePieces, makeQuestionnaire } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/harness';
import { rawRequest } from '../testing/rawRequest';

let server: TestServer;
let essayId: number;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.deps.db;
  await makePieces(db, ['LIM001', 'LIM002']);
  await makeEvent(db);
  essayId = (await makeQuestionnaire(db, { title: 'Essays', triggerCount: 1, questions: [{ text: 'Tell us everything', type: 'longtext' }, { text: 'And more', type: 'longtext' }] })).id;
});
afterAll(() => server.stop());

const student = (email: string) => signedIn(server, email);

/**
 * Sends `first` of a chunked body and waits for the answer without ending the body: a server
 * that answers has refused it while streaming, without waiting for (or keeping) the rest.
 */
function answerBeforeBodyEnds(path: string, headers: Record<string, string>, first: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, method: 'POST', path, headers: { ...headers, 'Transfer-Encoding': 'chunked' }, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => {
        sent.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    const timer = setTimeout(() => reject(new Error('no answer while the body was still open')), 10_000);
    sent.on('close', () => clearTimeout(timer));
    sent.on('error', () => undefined);
    sent.write(first);
  });
}

describe('body limits on participant routes (413 before the body is read)', () => {
  it('answers 413 to a scan past its limit, by Content-Length, before reading it', async () => {
    const client = await student('bigscan@campus.edu');
    const body = JSON.stringify({ code: 'LIM001', token: 'x'.repeat(9 * 1024) });
    const response = await rawRequest(server.url, 'POST', '/api/scan', { headers: client.browserHeaders(), body });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ message: 'Request body is too large', code: 'payload_too_large' });
  });

  it('answers 413 to a chunked scan as soon as it passes the limit, while the rest is still coming', async () => {
    const client = await student('chunkscan@campus.edu');
    const response = await answerBeforeBodyEnds('/api/scan', client.browserHeaders(), `{"code":"LIM001","token":"${'x'.repeat(16 * 1024)}`);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers 413 to a survey submission past its limit, by Content-Length and chunked', async () => {
    const client = await student('bigsurvey@campus.edu');
    const responses = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`q${i}`, 'x'.repeat(5000)]));
    const body = JSON.stringify({ questionnaireId: essayId, responses });
    expect(Buffer.byteLength(body)).toBeGreaterThan(1_000_000);
    const whole = await rawRequest(server.url, 'POST', '/api/survey/submit', { headers: client.browserHeaders(), body });
    expect(whole.status).toBe(413);
    const chunked = await answerBeforeBodyEnds('/api/survey/submit', client.browserHeaders(), body.slice(0, 200 * 1024));
    expect(chunked.status).toBe(413);
    // Nothing was stored, and the student can still play.
    expect((await client.post('/api/scan', { code: 'LIM001' })).status).toBe(200);
  });

  it('takes a long honest submission: two answers of 5,000 characters each, in any script', async () => {
    const client = await student('essayist@campus.edu');
    expect((await client.post('/api/scan', { code: 'LIM001' })).status).toBe(200);
    const response = await client.post('/api/survey/submit', { questionnaireId: essayId, responses: { q0: '€'.repeat(5000), q1: '词'.repeat(5000) } });
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('answers 413 to sign-in and sign-out bodies far past what they take', async () => {
    const signIn = await rawRequest(server.url, 'POST', '/api/auth/dev-login', {
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email: 'huge@campus.edu', firstName: 'x'.repeat(64 * 1024) }),
    });
    expect(signIn.status).toBe(413);
    const client = await student('leaving@campus.edu');
    const signOut = await rawRequest(server.url, 'POST', '/api/logout', { headers: client.browserHeaders(), body: JSON.stringify({ padding: 'x'.repeat(8 * 1024) }) });
    expect(signOut.status).toBe(413);
  });
});
