import { field, requestJson } from './http';
import { check } from './report';
import type { ServerInstance } from './server';

/** How many the server's race board ranks now (`GET /api/leaderboard`'s totalRanked), read as `cookie`'s owner. */
export async function totalRanked(server: ServerInstance, cookie: string): Promise<number> {
  const response = await requestJson(server.origin, 'GET', '/api/leaderboard', { cookie });
  const total = field(response.body, 'totalRanked');
  check(response.status === 200 && typeof total === 'number', `GET /api/leaderboard answered ${response.status} without a totalRanked`);
  return total;
}
