import { isDatabaseReachable } from '../../db';
import type { Deps } from '../deps';

/** A balancer's health check waits no longer than this for the database before calling it down. */
const HEALTH_TIMEOUT_MS = 2000;

/** Is this instance fit to serve: does its database answer in time? */
export function isHealthy(deps: Deps): Promise<boolean> {
  return isDatabaseReachable(deps.db, HEALTH_TIMEOUT_MS);
}
