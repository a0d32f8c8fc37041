// npm run bench — prints benchmark figures. Timing goals live here, never in unit tests.
// The offline-core benchmarks (outbox drain, tap-to-UI latency, dashboard tab queries) arrive with the
// sync engine (issue « Offline core »); until then this says so instead of pretending to measure.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const dir = new URL('.', import.meta.url);
const suites = readdirSync(dir).filter((name) => name.endsWith('.bench.ts'));
if (suites.length === 0) {
  console.info('Aucun benchmark pour le moment : ils arrivent avec le moteur de synchronisation.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'bench', '--run', '--dir', 'tests/bench'], {
  stdio: 'inherit',
});
process.exit(existsSync('tests/bench') ? (result.status ?? 1) : 1);
