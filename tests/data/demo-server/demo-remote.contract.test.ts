import { describeRemoteContract } from '@tests/data/remote-contract/remote-contract';
import { assembledLocalRuntime } from '@tests/support/assembled-runtimes';
import { makeDemoHarness } from './demo-harness';

// The embedded demo backend holds the same contract as the Firestore adapter (ARCHITECTURE §2).
// Its calls go through the runtime the app composes (createLocalRuntime's assembly), not the bare adapter.
describeRemoteContract('serveur de démonstration (IndexedDB)', async () => {
  const harness = await makeDemoHarness();
  const runtime = assembledLocalRuntime(harness.remote, harness.connectivity, harness.clock);
  return { ...harness, remote: runtime.remote };
});
