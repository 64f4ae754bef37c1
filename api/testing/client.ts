/** A fetch-based HTTP client with its own cookie jar: one signed-in browser, minus the browser. */
export class TestClient {
  constructor(
    readonly baseUrl: string,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser talking to another instance (as a load balancer would send it). */
  at(baseUrl: string): TestClient {
    return new TestClient(baseUrl, this.cookies);
  }

  async request(method: string, path: string, options: { json?: unknown; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.Cookie = this.cookieHeader();
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] ??= 'application/json';
    } else if (body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: 'manual' });
    this.remember(response);
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { json, headers });
  }

  put(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, { json, headers });
  }

  patch(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('PATCH', path, { json, headers });
  }

  delete(path: string, headers?: Record<string, string>) {
    return this.request('DELETE', path, { headers });
  }

  /** Signs in through the development sign-in route. */
  async signIn(email: string, names: { firstName?: string; lastName?: string } = {}): Promise<{ id: string; role: string }> {
    const response = await this.post('/api/auth/dev-login', { email, ...names });
    if (response.status !== 200) throw new Error(`dev sign-in failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; role: string };
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The Cookie header this browser sends (for requests made another way: testing/rawRequest.ts). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** What this browser's page sends with a JSON request of its own (for testing/rawRequest.ts). */
  browserHeaders(): Record<string, string> {
    return { 'Content-Type': 'application/json', Origin: this.baseUrl, Cookie: this.cookieHeader() };
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
