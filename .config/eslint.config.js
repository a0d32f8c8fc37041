// Lint rules that *enforce* the architecture's dependency arrows (ARCHITECTURE §3).
// Kept in .config/ so the repository's top level stays as the product owner fixed it.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router-dom', 'react-router'];
const DEXIE = ['dexie', 'dexie/*', 'dexie-react-hooks'];
const FIREBASE = ['firebase', 'firebase/*', '@firebase/*'];
const WORKBOX = ['workbox-*'];

/** Builds a no-restricted-imports rule from named groups of forbidden specifiers. */
function forbid(...groups) {
  return [
    'error',
    {
      patterns: [
        // Crossing folders goes through the @/ alias, so the rules below can see it.
        { group: ['../*'], message: 'Importez via l’alias @/ plutôt qu’un chemin relatif parent.' },
        ...groups.map(([group, message]) => ({ group, message })),
      ],
    },
  ];
}

const notDexie = [DEXIE, 'Only src/data/local and src/data/demo-server may import Dexie.'];
const notFirebase = [FIREBASE, 'Only src/data/remote may import Firebase.'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-emulators',
      'dist-firebase',
      'bench-results',
      'coverage',
      'node_modules',
      'test-results',
      'playwright-report',
      'dev-dist',
      '.shot.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': forbid(notDexie, notFirebase),
    },
  },
  {
    // The domain is pure: zod and itself only.
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': forbid(
        [REACT, 'src/domain must stay pure: no React.'],
        [DEXIE, 'src/domain must stay pure: no Dexie.'],
        [FIREBASE, 'src/domain must stay pure: no Firebase.'],
        [WORKBOX, 'src/domain must stay pure: no Workbox.'],
        [['@/*', '!@/domain', '!@/domain/*'], 'src/domain imports nothing outside itself but zod.'],
      ),
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'sessionStorage',
          'indexedDB',
          'fetch',
        ].map((name) => ({ name, message: 'src/domain must not touch the DOM or the network.' })),
      ],
    },
  },
  {
    files: ['src/data/local/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(notFirebase, [
        ['@/features/*', '@/app/*'],
        'Data never imports UI.',
      ]),
    },
  },
  {
    // The server's statement (issue 21): what one push reads, decides and writes, over a transaction port. The
    // domain only: each backend (Firestore, demo server, memory fake) supplies the port.
    files: ['src/server/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': forbid(
        [REACT, 'src/server has no React.'],
        [DEXIE, 'src/server runs over a port: no Dexie.'],
        [FIREBASE, 'src/server runs over a port: no Firebase.'],
        [
          ['@/*', '!@/domain', '!@/domain/*', '!@/server', '!@/server/*'],
          'src/server imports the domain only.',
        ],
      ),
    },
  },
  {
    // The demo backend is a remote that lives in the browser: IndexedDB (Dexie) yes, Firebase and the device store no.
    files: ['src/data/demo-server/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        notFirebase,
        [REACT, 'The demo server has no React.'],
        [
          ['@/features/*', '@/app/*', '@/data/local/*', '@/data/remote/*', '@/sync/*'],
          'The demo server is a remote: the domain, the server module and the ports only.',
        ],
      ),
    },
  },
  {
    files: ['src/data/remote/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        notDexie,
        [REACT, 'Data adapters have no React.'],
        [
          ['@/features/*', '@/app/*', '@/data/local/*', '@/sync/*'],
          'The remote adapter talks to Firebase and the domain only.',
        ],
      ),
    },
  },
  {
    files: ['src/sync/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        notDexie,
        notFirebase,
        [REACT, 'src/sync has no React; hooks live in features.'],
        [
          ['@/data/local/*', '@/data/remote/*', '@/features/*', '@/app/*'],
          'src/sync talks to ports (src/data/ports) only.',
        ],
      ),
    },
  },
  {
    // Shared services (session, preferences): used by every feature, so they know no feature.
    files: ['src/services/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(notDexie, notFirebase, [
        ['@/features/*', '@/app/*', '@/data/local/*', '@/data/remote/*'],
        'src/services depends on ports and the domain only; the app injects adapters.',
      ]),
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(notDexie, notFirebase, [
        ['@/features/*', '@/app/*', '@/data/*', '@/sync/*'],
        'src/ui is presentational: it knows nothing of data or features.',
      ]),
    },
  },
  // Features never import each other; src/app composes them.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': forbid(notDexie, notFirebase, [
        [
          '@/features/*',
          `!@/features/${feature}`,
          `!@/features/${feature}/*`,
          '@/app/*',
          '@/data/remote/*',
        ],
        `src/features/${feature} may not import another feature, the app layer or the remote adapter.`,
      ]),
    },
  })),
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': forbid(notDexie, notFirebase, [
        REACT,
        'The service worker has no React.',
      ]),
    },
  },
  {
    files: ['tests/**/*.{ts,tsx,mts}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
