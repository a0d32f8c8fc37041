// npm run emulators — the Firebase Auth emulator (firebase-tools) and Google's official Cloud Firestore emulator
// (the gcloud jar, started with the machine's Java: firebase-tools refuses Java < 21 for Firestore, the jar itself
// runs on Java 11+), on the ports of firebase.json, with firestore.rules loaded (and reloaded on every save).
// Then, in another terminal: VITE_BACKEND_MODE=emulators npm run dev. Ctrl-C stops both.
//
// FIRESTORE_EMULATOR_HOST=host:port reuses a Firestore emulator already running (its rules for the project are
// replaced by firestore.rules). FIRESTORE_EMULATOR_JAR overrides the jar's path; JAVA_HOME picks the Java.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, watch } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { freePorts, privateFirebaseConfig } from './emulator-ports.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PROJECT_ID = 'demo-transport-sanitaire';
const DEFAULT_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const READY_TIMEOUT_MS = 60_000;

const children = [];
let stopping = false;

/** One clear French line, and out (stopping whatever was already started). */
function fail(message) {
  console.error(`npm run emulators : ${message}`);
  if (children.length > 0) stopAll(1);
  else process.exit(1);
}

function readFirebaseJson() {
  try {
    return JSON.parse(readFileSync(`${ROOT}/firebase.json`, 'utf8'));
  } catch (error) {
    return fail(`firebase.json illisible (${error.message}).`);
  }
}

const firebaseJson = readFirebaseJson();
// VITE_EMULATOR_AUTH_PORT / VITE_EMULATOR_FIRESTORE_PORT (the names the app's build reads) move the emulators off
// firebase.json's ports: tests/e2e/run.mjs gives each run ports of its own.
const portOverride = (name) => (process.env[name] ? Number(process.env[name]) : undefined);
const auth = firebaseJson.emulators?.auth && {
  ...firebaseJson.emulators.auth,
  port: portOverride('VITE_EMULATOR_AUTH_PORT') ?? firebaseJson.emulators.auth.port,
};
const firestore = firebaseJson.emulators?.firestore && {
  ...firebaseJson.emulators.firestore,
  port: portOverride('VITE_EMULATOR_FIRESTORE_PORT') ?? firebaseJson.emulators.firestore.port,
};
const movedAuth = auth && auth.port !== firebaseJson.emulators.auth.port;
const rulesFile = firebaseJson.firestore?.rules;
if (!auth?.port || !firestore?.port || !rulesFile) {
  fail(
    'firebase.json doit donner emulators.auth.port, emulators.firestore.port et firestore.rules.',
  );
}
const rulesPath = `${ROOT}/${rulesFile}`;
if (!existsSync(rulesPath)) fail(`fichier de règles introuvable : ${rulesFile}.`);

/** host:port → { host, port }; IPv6 literals in brackets are accepted. */
function parseHostPort(value, variable) {
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(value.trim());
  if (!match) fail(`${variable}=${value} : attendu hôte:port, par exemple 127.0.0.1:8080.`);
  return { host: match[1], port: Number(match[2]) };
}

/** Whether something accepts TCP connections there. */
function listening(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const urlOf = ({ host, port }) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/** Polls `url` until it answers 200 (or the child died, or the time is up). */
async function waitForHttp(url, child, label) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`${label} ne répond pas après ${READY_TIMEOUT_MS / 1000} s (${url}).`);
  return false;
}

/** The Java to run the jar with, or a French reason why there is none. */
function findJava() {
  const java = process.env.JAVA_HOME ? `${process.env.JAVA_HOME}/bin/java` : 'java';
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error) {
    fail(
      `Java est introuvable (${java}) : l’émulateur Firestore officiel en a besoin (Java 11 ou plus ; ` +
        'sudo apt-get install -y openjdk-17-jre-headless), ou donnez FIRESTORE_EMULATOR_HOST=hôte:port ' +
        'd’un émulateur qui tourne déjà.',
    );
  }
  const version = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr}${probe.stdout}`);
  const major = version ? (version[1] === '1' ? Number(version[2]) : Number(version[1])) : 0;
  if (major < 11) {
    fail(`Java ${major || '?'} trouvé (${java}) : l’émulateur Firestore demande Java 11 ou plus.`);
  }
  return java;
}

/** Stops every child (its whole process group) and exits with `code`. */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
  }
  const forced = setTimeout(() => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    process.exit(code);
  }, 5_000);
  forced.unref();
  Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? null
        : new Promise((resolve) => child.once('exit', resolve)),
    ),
  ).then(() => process.exit(code));
}

// The jar logs every HTTP connection it accepts (two lines each): noise while the app runs.
const NOISE = [
  /HttpVersionRoutingHandler channelRead$/,
  /^INFO: Detected (non-)?HTTP\/2 connection\.$/,
];

/** Starts a child in its own process group, its output prefixed, and stops everything if it dies. */
function start(label, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (stream, out) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim() && !NOISE.some((noise) => noise.test(line)))
          out.write(`[${label}] ${line}\n`);
      }
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.once('error', (error) => {
    console.error(`npm run emulators : ${label} n’a pas pu démarrer (${error.message}).`);
    stopAll(1);
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `npm run emulators : l’émulateur ${label} s’est arrêté (${signal ?? `code ${code}`}) ; arrêt de l’autre.`,
    );
    stopAll(1);
  });
  children.push(child);
  return child;
}

/** Loads firestore.rules for the project over the emulator's REST API; a rules error is printed, not fatal. */
async function loadRules(address) {
  const content = readFileSync(rulesPath, 'utf8');
  const response = await fetch(
    `${urlOf(address)}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: rulesFile, content }] } }),
    },
  );
  if (response.ok) return true;
  const detail = (await response.text()).replace(/\s+/g, ' ').slice(0, 500);
  console.error(`[firestore] ${rulesFile} refusé par l’émulateur (${response.status}) : ${detail}`);
  return false;
}

/**
 * The JVM evaluates its first rules slowly (seconds on a loaded 2-core machine: a new user's first write then
 * outlived the app's 5 s wait in the e2e). A few refused reads and writes by nobody warm the evaluator first.
 */
async function warmRules(address) {
  const documents = `${urlOf(address)}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const started = Date.now();
  for (let round = 0; round < 3; round += 1) {
    await Promise.all([
      fetch(`${documents}/users/echauffement`).catch(() => undefined),
      fetch(`${documents}/transport?documentId=echauffement`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: { etat: { stringValue: 'pending' } } }),
      }).catch(() => undefined),
    ]);
  }
  console.info(`[firestore] règles échauffées en ${Date.now() - started} ms.`);
}

/** Reloads the rules on every save of the file (debounced: editors write in several steps). */
function watchRules(address) {
  let timer = null;
  watch(rulesPath, () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        if (await loadRules(address)) console.info(`[firestore] ${rulesFile} rechargé.`);
      } catch (error) {
        console.error(`[firestore] rechargement de ${rulesFile} impossible : ${error.message}`);
      }
    }, 200);
  });
}

/** Where Firestore will be: a running emulator to reuse, or the jar and the Java to start it with. */
async function planFirestore() {
  const reused = process.env.FIRESTORE_EMULATOR_HOST;
  if (reused) {
    const address = parseHostPort(reused, 'FIRESTORE_EMULATOR_HOST');
    if (!(await listening(address.host, address.port))) {
      fail(`aucun émulateur Firestore ne répond à FIRESTORE_EMULATOR_HOST=${reused}.`);
    }
    return { address, reused: true };
  }
  const jar = process.env.FIRESTORE_EMULATOR_JAR ?? DEFAULT_JAR;
  if (!existsSync(jar)) {
    fail(
      `l’émulateur Firestore officiel est introuvable (${jar}) : installez le composant gcloud ` +
        '« cloud-firestore-emulator » (paquet google-cloud-cli-firestore-emulator), indiquez son jar par ' +
        'FIRESTORE_EMULATOR_JAR, ou donnez FIRESTORE_EMULATOR_HOST=hôte:port d’un émulateur qui tourne déjà.',
    );
  }
  const address = { host: firestore.host ?? '127.0.0.1', port: firestore.port };
  return { address, reused: false, jar, java: findJava() };
}

/** Starts the jar (unless reused); returns its child process, or null. */
function startFirestore(plan) {
  if (plan.reused) return null;
  return start('firestore', plan.java, [
    '-Duser.language=en',
    '-Xmx2g',
    '-XX:+UseSerialGC',
    '-cp',
    plan.jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    `--host=${plan.address.host}`,
    `--port=${plan.address.port}`,
    `--rules=${rulesPath}`,
  ]);
}

/** Before starting anything: the ports of firebase.json must be free (else one line says which is taken). */
async function checkPortsFree() {
  const authAddress = { host: auth.host ?? '127.0.0.1', port: auth.port };
  if (await listening(authAddress.host, authAddress.port)) {
    fail(
      `le port ${auth.port} de l’émulateur Auth (firebase.json) est déjà pris ` +
        '(un autre « npm run emulators » ou « npm test » tourne-t-il ?).',
    );
  }
  const firestoreAddress = { host: firestore.host ?? '127.0.0.1', port: firestore.port };
  if (
    !process.env.FIRESTORE_EMULATOR_HOST &&
    (await listening(firestoreAddress.host, firestore.port))
  ) {
    fail(
      `le port ${firestore.port} de l’émulateur Firestore (firebase.json) est déjà pris ; si c’est un ` +
        `émulateur Firestore, réutilisez-le : FIRESTORE_EMULATOR_HOST=${firestoreAddress.host}:${firestore.port} npm run emulators`,
    );
  }
  if (!existsSync(`${ROOT}/node_modules/.bin/firebase`)) {
    fail('firebase-tools est introuvable : lancez npm install.');
  }
}

async function startAuth() {
  const address = { host: auth.host ?? '127.0.0.1', port: auth.port };
  const firebase = `${ROOT}/node_modules/.bin/firebase`;
  // On a moved port the CLI needs a firebase.json saying so (with its hub and logging servers moved too).
  const moved = movedAuth
    ? privateFirebaseConfig({ auth: auth.port, ...(await hubAndLoggingPorts()) })
    : null;
  if (moved) process.once('exit', moved.dispose);
  const child = start(
    'auth',
    firebase,
    [
      'emulators:start',
      ...(moved ? ['--config', moved.config] : []),
      '--only',
      'auth',
      '--project',
      PROJECT_ID,
    ],
    // CI=1 silences « Unable to fetch the CLI MOTD » on a closed network.
    { CI: '1', ...moved?.env },
  );
  return { address, child };
}

async function hubAndLoggingPorts() {
  const [hub, logging] = await freePorts(2);
  return { hub, logging };
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) console.info('\nArrêt des émulateurs…');
    stopAll(0);
  });
}

const firestoreRun = await planFirestore();
await checkPortsFree();
const firestoreChild = startFirestore(firestoreRun);
await waitForHttp(urlOf(firestoreRun.address), firestoreChild, 'L’émulateur Firestore');
if (stopping) await new Promise(() => undefined);
const rulesLoaded = await loadRules(firestoreRun.address).catch((error) => {
  console.error(`[firestore] règles non chargées : ${error.message}`);
  return false;
});
await warmRules(firestoreRun.address);
watchRules(firestoreRun.address);
// Auth last: whoever waits for its port (the e2e's Playwright) then finds Firestore's rules loaded and warm.
const authRun = await startAuth();
await waitForHttp(urlOf(authRun.address), authRun.child, 'L’émulateur Auth');
if (stopping) await new Promise(() => undefined);

// The app reads the addresses of firebase.json (vite.config.ts); a reused emulator elsewhere needs telling.
const { host: firestoreHost, port: firestorePort } = firestoreRun.address;
const appEnv = [
  firestoreHost === authRun.address.host ? '' : `VITE_EMULATOR_HOST=${firestoreHost} `,
  firestorePort === firestore.port ? '' : `VITE_EMULATOR_FIRESTORE_PORT=${firestorePort} `,
].join('');
console.info(
  [
    '',
    `Émulateurs prêts — projet ${PROJECT_ID}`,
    `  Auth       ${urlOf(authRun.address)}   (firebase-tools)`,
    `  Firestore  ${urlOf(firestoreRun.address)}   (${firestoreRun.reused ? 'déjà lancé, réutilisé' : 'jar officiel'} ; règles ${rulesFile} ${rulesLoaded ? 'chargées' : 'NON chargées'}, rechargées à chaque enregistrement)`,
    '',
    `Application : ${appEnv}VITE_BACKEND_MODE=emulators npm run dev`,
    'Ctrl-C arrête les émulateurs (les données, en mémoire, sont perdues).',
    '',
  ].join('\n'),
);
