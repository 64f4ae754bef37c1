/** Debian's HAProxy in front of several server instances, configured in a temp file for one run. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { superviseChild } from './children';
import { onCleanup } from './cleanup';

/**
 * Each proxied connection holds two descriptors, and the bench's processes may have 20,000 at
 * most (the hard limit here, which even root cannot raise): 9,000 connections fit.
 */
export const HAPROXY_MAXCONN = 9000;

export interface Backend {
  name: string;
  port: number;
}

export interface Balancer {
  port: number;
  origin: string;
  config: string;
  stop(): Promise<void>;
}

function configText(port: number, backends: readonly Backend[]): string {
  return `# Written by bench/lib/haproxy.ts for one bench run.
global
    maxconn ${HAPROXY_MAXCONN}
    # One thread: the machine has two cores and they are needed by the servers and PostgreSQL.
    nbthread 1

defaults
    mode http
    option forwardfor
    timeout connect 5s
    # Streams stay quiet for up to 25 s between keep-alive comments: above 30 s, as the README asks.
    timeout client 60s
    timeout server 60s
    timeout tunnel 1h
    timeout http-keep-alive 30s
    # Server-sent events are small writes that must go out at once, not wait to be merged.
    option http-no-delay

frontend hunt
    bind 127.0.0.1:${port}
    maxconn ${HAPROXY_MAXCONN}
    default_backend instances

backend instances
    balance roundrobin
    option httpchk GET /healthz
    http-check expect status 200
    # Tells the bench which instance answered, so it can show both do.
    http-response set-header X-Served-By %[srv_name]
${backends.map((backend) => `    server ${backend.name} 127.0.0.1:${backend.port} check inter 1s`).join('\n')}
`;
}

export async function startHaproxy(port: number, backends: readonly Backend[]): Promise<Balancer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hunt-bench-haproxy-'));
  const forgetDir = onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, configText(port, backends));
  // -db: stay in the foreground, so the bench owns the process and its output.
  const child = superviseChild('haproxy', spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] }));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await child.stop();
    rmSync(dir, { recursive: true, force: true });
    forgetDir();
  };
  try {
    await waitForBackends(origin, backends.length);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${child.tail()}`);
  }
  return { port, origin, config: configText(port, backends), stop };
}

/** Until every backend has answered through the balancer (its health checks have marked them all up). */
async function waitForBackends(origin: string, count: number): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await request(`${origin}/healthz`, { reset: true });
      await response.body.dump();
      const servedBy = response.headers['x-served-by'];
      if (response.statusCode === 200 && typeof servedBy === 'string') seen.add(servedBy);
      if (seen.size >= count) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`HAProxy did not reach all ${count} instances within 30 s (saw ${[...seen].join(', ') || 'none'})`);
}
