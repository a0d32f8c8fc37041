// npm run test:unit — vitest under the Firebase Auth emulator, on ports chosen for this run (see
// emulator-ports.mjs): a second `npm test` beside this one, or `npm run emulators`, does not make it fail.
// Arguments go to vitest (npm run test:unit -- tests/domain).
import { spawnSync } from 'node:child_process';
import { freePorts, privateFirebaseConfig, ROOT } from './emulator-ports.mjs';

const [auth, hub, logging] = await freePorts(3);
const firebase = privateFirebaseConfig({ auth, hub, logging });
const quoted = process.argv.slice(2).map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`);
let status;
try {
  const run = spawnSync(
    `${ROOT}node_modules/.bin/firebase`,
    [
      'emulators:exec',
      '--config',
      firebase.config,
      '--only',
      'auth',
      '--project',
      'demo-transport-sanitaire',
      ['vitest', 'run', ...quoted].join(' '),
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...firebase.env } },
  );
  status = run.status ?? 1;
} finally {
  firebase.dispose();
}
process.exit(status);
