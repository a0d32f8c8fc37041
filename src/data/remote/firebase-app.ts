import { getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import type { FirebaseWebConfig } from '@/config/env';

/**
 * The Firebase app of a project, created on first use. The app loads this module through a dynamic import
 * only when a signed-in area needs it, so public pages never download Firebase: keep it free of top-level
 * side effects.
 *
 * The app is named after the project, and looked up in Firebase's own registry rather than a module cache,
 * so a deleted app (deleteApp) is recreated instead of being handed out dead.
 */
export function getFirebaseApp(config: FirebaseWebConfig): FirebaseApp {
  const name = appNameFor(config.projectId);
  return getApps().find((app) => app.name === name) ?? initializeApp(webOptions(config), name);
}

/**
 * The app of the contact form (issue 21): its Auth holds the visitor's anonymous account, apart from the session's.
 */
export function getContactFirebaseApp(config: FirebaseWebConfig): FirebaseApp {
  const name = `${appNameFor(config.projectId)}:contact`;
  return getApps().find((app) => app.name === name) ?? initializeApp(webOptions(config), name);
}

export function appNameFor(projectId: string): string {
  return `transport-sanitaire:${projectId}`;
}

/** Only the SDK's fields: databaseId and functionsRegion belong to Firestore and Functions, not to the app. */
function webOptions(config: FirebaseWebConfig): FirebaseOptions {
  return {
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
    storageBucket: config.storageBucket,
    messagingSenderId: config.messagingSenderId,
    appId: config.appId,
  };
}
