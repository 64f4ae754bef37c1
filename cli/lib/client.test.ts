import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../core/client/admin';
import { HuntTransport, redirectedServer } from './client';
import { CliError } from './errors';

describe('redirectedServer', () => {
  it('suggests the base of a server that moved as a whole, else the target as it is', () => {
    expect(redirectedServer('https://hunt.campus.edu/api/admin/puzzles', 'http://hunt.campus.edu', '/api/admin/puzzles')).toBe('https://hunt.campus.edu');
    expect(redirectedServer('https://campus.edu/hunt/api/admin/users', 'http://campus.edu/hunt', '/api/admin/users')).toBe('https://campus.edu/hunt');
    expect(redirectedServer('/login', 'http://localhost:3000', '/api/admin/users')).toBe('http://localhost:3000/login');
  });
});

describe('HuntTransport', () => {
  it('does not follow a redirect, so the token goes nowhere else', async () => {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(`${request.headers.host}${request.url}`);
      response.writeHead(302, { Location: `https://hunt.campus.edu${request.url}` }).end('moved');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const failure = adminApi(new HuntTransport(url, 'hunt_secret')).users();
      await expect(failure).rejects.toThrow(new CliError('The server redirected to https://hunt.campus.edu: use that URL with --url'));
      expect(seen).toEqual([`${url.slice('http://'.length)}/api/admin/users`]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
