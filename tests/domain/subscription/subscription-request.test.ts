import { describe, expect, it } from 'vitest';
import {
  parseSubscriptionRequest,
  processRequest,
  requestOutcome,
} from '@/domain/subscription/subscription-request';
import { NOW } from '../user/user-fixture';

describe('[SUB6] a request is approved by approve or trial, otherwise rejected', () => {
  it.each([
    ['approve', 'approved'],
    ['trial', 'approved'],
    ['reject', 'rejected'],
    ['autre', 'rejected'],
    [undefined, 'rejected'],
  ])('[SUB6] %s → %s', (action, outcome) => {
    expect(requestOutcome(action)).toBe(outcome);
  });

  it('[SUB6] processing writes status, action, time and notes', () => {
    expect(processRequest('trial', NOW, 'Essai accordé')).toEqual({
      status: 'approved',
      processedAction: 'trial',
      processedAt: NOW,
      updatedAt: NOW,
      adminNotes: 'Essai accordé',
    });
    expect(processRequest('reject', NOW).adminNotes).toBe('');
  });
});

describe('[SUB7] subscriptionRequests documents keep their request data', () => {
  it('[SUB7] a pending request with its own fields', () => {
    const result = parseSubscriptionRequest('r1', {
      email: 'contact@ambulances-dupont.fr',
      plan: 'pro',
      createdAt: '22/11/2026 14:00:00',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        id: 'r1',
        email: 'contact@ambulances-dupont.fr',
        plan: 'pro',
        status: 'pending',
        createdAt: NOW,
        updatedAt: null,
        processedAt: null,
        processedAction: null,
        adminNotes: null,
      },
    });
  });

  it('[SUB7] an unknown processed action is an error for the subscriptionRequests collection', () => {
    const result = parseSubscriptionRequest('r2', { processedAction: 'maybe' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatchObject({ collection: 'subscriptionRequests', id: 'r2' });
  });
});
