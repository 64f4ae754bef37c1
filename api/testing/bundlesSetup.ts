import type { TestProject } from 'vitest/node';
import { buildBundles } from './bundles';

/** Vitest's global setup for the integration and end-to-end suites: the bundles, built once per run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bundles = await buildBundles();
  project.provide('bundleDir', bundles.dir);
  return bundles.remove;
}
