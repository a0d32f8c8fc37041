import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@/domain/subscription/account-standing';
import { createOp, rejection, requestBy } from '@tests/data/remote-contract/contract-fixtures';
import { accountProfile, endedSubscription } from '@tests/data/remote-contract/staff-fixtures';
import { makeDemoHarness, type DemoHarness } from './demo-harness';

/**
 * [DEMO-AS] Issue 21 on the demo server: the refusals the contract proves on every backend ([RC-AS]) come with
 * the domain's French words, which the device shows as they are.
 */
let harness: DemoHarness | null = null;
afterEach(async () => {
  await harness?.cleanup();
  harness = null;
});

describe('[DEMO-AS] le serveur de démonstration refuse en français', () => {
  it.each([
    ['compte désactivé', { isActive: false }, ACCOUNT_MESSAGES.inactive],
    ['abonnement échu', { subscription: endedSubscription() }, ACCOUNT_MESSAGES.noAccess],
  ])('[DEMO-AS1] %s : la demande est refusée, « %s »', async (_name, extra, message) => {
    harness = await makeDemoHarness();
    const clinic = harness.viewers.clinique;
    await harness.seedProfile(clinic.uid, accountProfile(clinic, extra));
    const error = await rejection(harness.remote.push(createOp(requestBy(harness)), clinic));
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe(message);
  });
});
