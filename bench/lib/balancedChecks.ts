/** Checks for several instances behind HAProxy (section scale-out). */
import { field, requestJson } from './http';
import { check } from './report';
import { devLogin } from './signIn';
import type { StreamClient } from './sse';
import { summarise } from './stats';

/**
 * A student signs in through the balancer, then keeps asking who they are on new connections:
 * every answer must be 200 and them, and the answers must come from more than one instance.
 */
export async function proveSessionsAcrossInstances(balancerOrigin: string, email: string, instances: number): Promise<string> {
  const student = await devLogin(balancerOrigin, email);
  const servedBy = new Map<string, number>();
  for (let i = 0; i < 4 * instances; i++) {
    const response = await requestJson(balancerOrigin, 'GET', '/api/auth/user', { cookie: student.cookie });
    check(
      response.status === 200 && field(response.body, 'id') === student.id,
      `request ${i + 1} after signing in through HAProxy answered ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`,
    );
    const name = String(response.headers['x-served-by'] ?? 'unknown');
    servedBy.set(name, (servedBy.get(name) ?? 0) + 1);
  }
  check(servedBy.size >= instances, `all requests went to ${[...servedBy.keys()].join(', ')}: the balancer did not spread them`);
  return `signed in through HAProxy (dev sign-in), then ${4 * instances} requests stayed signed in, served by ${describe(servedBy)}`;
}

/** "a ×500, b ×500" */
export function describe(counts: ReadonlyMap<string, number>): string {
  return [...counts].map(([name, count]) => `${name} ×${count}`).join(', ');
}

export function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** p99 of one group of streams (one instance's), from a fan-out measured over all of them. */
export function groupP99(group: readonly StreamClient[], answeredAt: number): number {
  return summarise(group.flatMap((client) => (client.receivedAt === undefined ? [] : [Math.max(0, client.receivedAt - answeredAt)]))).p99;
}
