import { Histogram, Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestHistogram } from './requestHistogram';

const BOUNDS = [0.001, 0.01, 0.1];

describe('RequestHistogram', () => {
  it('prints what prom-client\'s Histogram prints for the same observations', async () => {
    const theirs = new Registry();
    const histogram = new Histogram({ name: 'took_seconds', help: 'How long.', labelNames: ['method', 'route', 'status'], buckets: BOUNDS, registers: [theirs] });
    const ours = new Registry();
    const requests = new RequestHistogram('took_seconds', 'How long.', BOUNDS);
    ours.registerMetric(requests as unknown as Metric);

    // On a bound, past the last bound, and a second label set.
    const observations: [string, string, number, number][] = [
      ['GET', '/api/leaderboard', 200, 0.0005],
      ['GET', '/api/leaderboard', 200, 0.01],
      ['GET', '/api/leaderboard', 200, 0.5],
      ['POST', '/api/scan', 404, 0.02],
    ];
    for (const [method, route, status, seconds] of observations) {
      histogram.observe({ method, route, status }, seconds);
      requests.observe(method, route, status, seconds);
    }

    expect(await ours.metrics()).toBe(await theirs.metrics());
    requests.reset();
    expect(await ours.metrics()).toBe('# HELP took_seconds How long.\n# TYPE took_seconds histogram\n');
  });
});
