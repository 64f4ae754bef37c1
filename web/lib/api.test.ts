import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUser } from '../hooks/useUser';
import { adminApi } from './adminApi';
import { api, ApiError, failureSummary, failureWords, fetcher } from './api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What a call failed with. */
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API error', () => {
  it('keeps the status, the code and the server’s own words apart', async () => {
    stubFetch(Response.json({ message: 'Invalid code', code: 'not_found' }, { status: 404 }));
    const error = await failureOf(api.scan({ code: 'NOPE' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Invalid code' });
  });

  it('takes the code as sent, without checking it against the table the first page does not load', async () => {
    stubFetch(Response.json({ message: 'Nope', code: 'teapot' }, { status: 418 }));
    expect(await failureOf(api.puzzles())).toMatchObject({ status: 418, code: 'teapot', message: 'Nope' });
  });

  it('falls back to the body text when the body is not JSON', async () => {
    stubFetch(new Response('Bad gateway here', { status: 502, statusText: 'Bad Gateway' }));
    expect(await failureOf(api.puzzles())).toMatchObject({ status: 502, code: null, message: 'Bad gateway here' });
  });

  it('falls back to the body text when the JSON has no message', async () => {
    stubFetch(new Response('{"error":"nope"}', { status: 400 }));
    expect(await failureOf(api.puzzles())).toMatchObject({ status: 400, message: '{"error":"nope"}' });
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(await failureOf(api.puzzles())).toMatchObject({ status: 503, message: 'Service Unavailable' });
  });

  it('shows the server’s words in a toast, and the status before them in a page’s brackets', () => {
    const error = new ApiError(409, 'Piece already collected', 'already_collected');
    expect(failureWords(error)).toBe('Piece already collected');
    expect(failureWords(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(failureWords('not an error')).toBe('');
    expect(failureSummary(new ApiError(500, 'Boom', 'internal_error'))).toBe('500: Boom');
    expect(failureSummary(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('reads', () => {
  it('send credentials, no content type, and parse JSON', async () => {
    const fetchMock = stubFetch(Response.json([{ id: 1 }]));
    await expect(fetcher('/api/puzzles')).resolves.toEqual([{ id: 1 }]);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/puzzles');
    expect(init?.method).toBe('GET');
    // The API is on the page's origin: fetch's default sends the session cookie.
    expect(init?.credentials).toBeUndefined();
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('ask who is signed in, with nobody as null and any other failure thrown', async () => {
    stubFetch(Response.json({ message: 'Unauthorized', code: 'unauthorized' }, { status: 401 }));
    await expect(fetchUser()).resolves.toBeNull();
    stubFetch(Response.json({ message: 'Boom', code: 'internal_error' }, { status: 500 }));
    expect(await failureOf(fetchUser())).toMatchObject({ status: 500, message: 'Boom' });
  });
});

describe('calls', () => {
  it('send a body as JSON with a JSON content type, to its path', async () => {
    const fetchMock = stubFetch(Response.json({ pointsEarned: 5 }));
    await expect(api.submitSurvey({ questionnaireId: 1, responses: {} })).resolves.toEqual({ pointsEarned: 5 });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/survey/submit');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"questionnaireId":1,"responses":{}}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('send a mutation without a body bare and read a 204 as null', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(adminApi.deleteLink(3)).resolves.toBeNull();
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/admin/qr-links/3');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    // The API is on the page's origin: fetch's default sends the session cookie.
    expect(init?.credentials).toBeUndefined();
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('fill an id into its path', async () => {
    const fetchMock = stubFetch(Response.json({ id: 'u/1', role: 'admin' }));
    await adminApi.setRole('u/1', 'admin');
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/admin/users/u%2F1/role');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"role":"admin"}');
  });
});
