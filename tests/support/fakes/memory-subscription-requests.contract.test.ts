// @vitest-environment node
import { beforeEach, describe } from 'vitest';
import type { RequestAuthor } from '@/domain/subscription/subscription-request';
import { defineSubscriptionRequestContract } from '@tests/data/subscription-request-contract/subscription-request-contract';
import { MemorySubscriptionRequests } from './memory-subscription-requests';

describe('[SRQ-C] the in-memory fake', () => {
  let time = Date.UTC(2026, 10, 24, 9, 0);
  let caller: string | null = null;
  let authors: Map<string, RequestAuthor>;
  let server: MemorySubscriptionRequests;
  beforeEach(() => {
    authors = new Map();
    server = new MemorySubscriptionRequests(
      () => caller,
      () => (time += 60_000),
      (uid) => authors.get(uid) ?? null,
    );
  });
  defineSubscriptionRequestContract(() => ({
    // One server, each applicant its caller while it calls.
    requestsFor: (who) => ({
      create: (request) => {
        caller = who.uid;
        return server.create(request);
      },
      listMine: (uid) => {
        caller = who.uid;
        return server.listMine(uid);
      },
    }),
    seedProfile: async (who) => {
      authors.set(who.uid, { email: who.email ?? '', userType: who.role, orga_id: who.orgId });
    },
    setOnline: (online) => {
      server.online = online;
    },
  }));
});
