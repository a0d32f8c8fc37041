import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI machines have 2 cores shared by every suite: give findBy/waitFor room instead of flaking at 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
