import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson, postJson, sendJson, serverMessage } from './api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the generic API error', () => {
  it('uses the JSON body message after the status', async () => {
    stubFetch(Response.json({ message: 'Invalid code', code: 'not_found' }, { status: 404 }));
    const error = await getJson('/api/scan').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: Invalid code');
    expect((error as ApiError).code).toBe('not_found');
    expect((error as ApiError).status).toBe(404);
  });

  it('falls back to the body text when the body is not JSON', async () => {
    stubFetch(new Response('Bad gateway here', { status: 502, statusText: 'Bad Gateway' }));
    await expect(getJson('/api/puzzles')).rejects.toThrow('502: Bad gateway here');
  });

  it('falls back to the body text when the JSON has no message', async () => {
    stubFetch(new Response('{"error":"nope"}', { status: 400 }));
    await expect(getJson('/api/puzzles')).rejects.toThrow('400: {"error":"nope"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(getJson('/api/puzzles')).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps only the server words for display', () => {
    expect(serverMessage(new ApiError(409, 'Piece already collected', 'already_collected'))).toBe('Piece already collected');
    expect(serverMessage('not an error')).toBe('');
  });
});

describe('getJson', () => {
  it('sends credentials and parses JSON', async () => {
    const fetchMock = stubFetch(Response.json([{ id: 1 }]));
    await expect(getJson('/api/puzzles')).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('yields null on 401 only when asked to', async () => {
    stubFetch(Response.json({ message: 'Unauthorized', code: 'unauthorized' }, { status: 401 }));
    await expect(getJson('/api/auth/user', { nullOn401: true })).resolves.toBeNull();
    stubFetch(Response.json({ message: 'Unauthorized', code: 'unauthorized' }, { status: 401 }));
    await expect(getJson('/api/auth/user')).rejects.toThrow('401: Unauthorized');
  });

  it('still throws other failures when 401 is allowed', async () => {
    stubFetch(Response.json({ message: 'Boom', code: 'internal_error' }, { status: 500 }));
    await expect(getJson('/api/auth/user', { nullOn401: true })).rejects.toThrow('500: Boom');
  });
});

describe('postJson', () => {
  it('sends a JSON body with a JSON content type', async () => {
    const fetchMock = stubFetch(Response.json({ pointsEarned: 5 }));
    await expect(postJson('/api/survey/submit', { questionnaireId: 1, responses: {} })).resolves.toEqual({ pointsEarned: 5 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"questionnaireId":1,"responses":{}}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });
});

describe('sendJson', () => {
  it('sends a mutation without a body bare and reads a 204 as null', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(sendJson('DELETE', '/api/admin/qr-links/3')).resolves.toBeNull();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('sends a body as JSON', async () => {
    const fetchMock = stubFetch(Response.json({ id: 'u1', role: 'admin' }));
    await expect(sendJson('PATCH', '/api/admin/users/u1/role', { role: 'admin' })).resolves.toEqual({ id: 'u1', role: 'admin' });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"role":"admin"}');
  });

  it('raises the generic error with the server message', async () => {
    stubFetch(Response.json({ message: 'Piece is used by 2 QR links', code: 'conflict' }, { status: 409 }));
    await expect(sendJson('DELETE', '/api/admin/puzzles/1')).rejects.toThrow('409: Piece is used by 2 QR links');
  });
});

describe('GET requests', () => {
  it('carry no content type', async () => {
    const fetchMock = stubFetch(Response.json([]));
    await getJson('/api/puzzles');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Content-Type')).toBeNull();
  });
});
