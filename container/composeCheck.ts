// `npm run test:compose`: compose.yaml, .env.example and the Caddyfile checked as far as this
// machine can without a registry (docs/deploy.md, "Checking the compose file here"). Any failed
// check exits non-zero.
import { fileChecks, type ComposeCheck } from './composeChecks';
import { liveChecks } from './composeLive';
import { toolChecks } from './composeTools';

const started = Date.now();
const checks: ComposeCheck[] = [...fileChecks(), ...toolChecks(), ...liveChecks()];
let passed = 0;
let failed = 0;
for (const check of checks) {
  try {
    await check.run();
    passed += 1;
    console.log(`ok   ${check.name}`);
  } catch (error) {
    failed += 1;
    console.error(`FAIL ${check.name}\n     ${(error instanceof Error ? error.message : String(error)).replaceAll('\n', '\n     ')}`);
  }
}
console.log(`== test:compose in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
