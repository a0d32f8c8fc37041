// getFirebaseApp lives in src/data/remote; its test sits with the auth suites, its first user.
import { deleteApp } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import type { FirebaseWebConfig } from '@/config/env';
import { appNameFor, getFirebaseApp } from '@/data/remote/firebase-app';

function webConfig(projectId: string): FirebaseWebConfig {
  return {
    apiKey: 'demo-api-key',
    authDomain: `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: `${projectId}.appspot.com`,
    messagingSenderId: '000000000000',
    appId: '1:000000000000:web:demo',
    databaseId: '(default)',
    functionsRegion: 'us-central1',
  };
}

describe('[AUTH14] one Firebase app per project, created lazily', () => {
  it('[AUTH14] passes the six web fields to the SDK, and only them', async () => {
    const config = webConfig('demo-app-options');
    const app = getFirebaseApp(config);
    expect(app.name).toBe(appNameFor('demo-app-options'));
    expect(app.options).toEqual({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
      storageBucket: config.storageBucket,
      messagingSenderId: config.messagingSenderId,
      appId: config.appId,
    });
    await deleteApp(app);
  });

  it('[AUTH14] returns the same app for the same project, another for another project', async () => {
    const first = getFirebaseApp(webConfig('demo-app-a'));
    expect(getFirebaseApp(webConfig('demo-app-a'))).toBe(first);
    const other = getFirebaseApp(webConfig('demo-app-b'));
    expect(other).not.toBe(first);
    await Promise.all([deleteApp(first), deleteApp(other)]);
  });

  it('[AUTH14] a deleted app is recreated, never handed out dead', async () => {
    const first = getFirebaseApp(webConfig('demo-app-c'));
    await deleteApp(first);
    const second = getFirebaseApp(webConfig('demo-app-c'));
    expect(second).not.toBe(first);
    expect(second.options.projectId).toBe('demo-app-c');
    await deleteApp(second);
  });
});
