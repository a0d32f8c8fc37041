import { describeRemoteContract } from '@tests/data/remote-contract/remote-contract';
import { makeDemoHarness } from './demo-harness';

// The embedded demo backend holds the same contract as the Firestore adapter (ARCHITECTURE §2).
describeRemoteContract('serveur de démonstration (IndexedDB)', () => makeDemoHarness());
