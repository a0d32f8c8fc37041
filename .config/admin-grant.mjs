// npm run admin:grant -- <e-mail> [--project <id>] [--database <id>] — makes that person an administrator
// (.config/grant-admin.ts says what is written and why). Against the emulators by default (npm run emulators, in
// another terminal; FIRESTORE_EMULATOR_HOST or firebase.json); against a real project with a service account:
//   GOOGLE_APPLICATION_CREDENTIALS=/chemin/cle.json npm run admin:grant -- camille@exemple.fr --project mon-projet
// The named database is VITE_FIREBASE_DATABASE_ID (environment or .env files, as the app reads it) or --database.
import { readFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { ROOT, withTsModule } from './ts-module.mjs';

const { emulators } = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8'));
const env = { ...loadEnv('production', ROOT, 'VITE_FIREBASE_DATABASE_ID'), ...process.env };

/** Whether something answers HTTP there (the emulator answers « Ok » on /). */
async function answers(host) {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

let code = 1;
try {
  code = await withTsModule('/.config/grant-admin.ts', async (grant) => {
    let options;
    try {
      options = grant.grantOptions(process.argv.slice(2), env, emulators.firestore);
    } catch (error) {
      if (!(error instanceof grant.GrantError)) throw error;
      console.error(error.message);
      return 2;
    }
    const { target, projectId, databaseId } = options;
    if (target.kind === 'emulators' && !(await answers(target.firestoreHost))) {
      console.error(
        `L’émulateur Firestore ne répond pas (${target.firestoreHost}) : lancez d’abord « npm run emulators » ` +
          'dans un autre terminal, ou donnez --project <id> pour un vrai projet.',
      );
      return 1;
    }
    const where =
      target.kind === 'emulators'
        ? `émulateurs, projet ${projectId}`
        : `projet ${projectId}, base ${databaseId}`;
    const firestore = grant.openFirestore(options);
    try {
      const result = await grant.grantAdmin(firestore.db, options.email, Date.now());
      for (const line of grant.describeGrant(result)) console.info(line);
      console.info(`  (${where})`);
      return 0;
    } catch (error) {
      if (error instanceof grant.GrantError) console.error(error.message);
      else
        console.error(`Écriture refusée (${where}) : ${error?.details ?? error?.message ?? error}`);
      return 1;
    } finally {
      await firestore.close();
    }
  });
} catch (error) {
  console.error(`admin:grant a échoué : ${error instanceof Error ? error.message : error}`);
}
process.exit(code);
