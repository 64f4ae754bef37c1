import http from 'node:http';

/** Waits for `/healthz` to answer 200, or for `stillRunning` to say the server has stopped. */
export async function waitForHealth(baseUrl: string, stillRunning: () => Promise<boolean>, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.status === 200) return await response.text();
    } catch {
      // Not listening yet: migrations run before the server listens.
    }
    if (!(await stillRunning())) throw new Error('the server stopped before /healthz answered');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`/healthz did not answer 200 within ${timeoutMs / 1000} s`);
}

/**
 * The Content-Encoding a page is sent with for this Accept-Encoding. node:http rather than
 * fetch, which sends its own Accept-Encoding and decodes the body.
 */
export function contentEncoding(url: string, acceptEncoding: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      response.resume();
      if (response.statusCode !== 200) reject(new Error(`GET ${url} answered ${response.statusCode}`));
      else resolve(response.headers['content-encoding']);
    });
    request.on('error', reject);
  });
}
