/**
 * The time a property test over the device store (fake-indexeddb, tens of runs) may take: each run seeds a
 * database, so a suite that takes 3–12 s on a 2-core machine under load (another `npm test` beside it, load ~9)
 * would fail the 5 s default with nothing wrong (issue 24 item 5). Runs stay bounded by each test's `numRuns`.
 */
export const PROPERTY_TIMEOUT_MS = 120_000;
