import { describe, expect, it, vi } from 'vitest';
import {
  assertComplete,
  forwardPort,
  IncompletePortError,
  missingMembers,
} from '@/data/port-shape';
import { SUBSCRIPTION_REQUEST_PORT } from '@/data/port-shapes';
import type { SubscriptionRequestPort } from '@/data/ports';

const port = (): SubscriptionRequestPort => ({
  create: vi.fn(async () => {
    throw new Error('non utilisé');
  }),
  listMine: vi.fn(async () => []),
});

describe('[SHAPE1] a port is checked against its shape', () => {
  it('names each member a port lacks; a complete port passes as it is', () => {
    const { create: _dropped, ...partial } = port();
    expect(missingMembers(SUBSCRIPTION_REQUEST_PORT, partial)).toEqual(['create']);
    const whole = port();
    expect(assertComplete('SubscriptionRequest', SUBSCRIPTION_REQUEST_PORT, whole)).toBe(whole);
  });

  it('refuses an incomplete port with a French message naming what is missing', () => {
    const broken = { ...port(), listMine: undefined } as unknown as SubscriptionRequestPort;
    expect(() => assertComplete('SubscriptionRequest', SUBSCRIPTION_REQUEST_PORT, broken)).toThrow(
      new IncompletePortError('SubscriptionRequest', ['listMine']),
    );
  });
});

describe('[SHAPE2] forwardPort changes one method and forwards every other one', () => {
  it('calls the override, forwards the rest to the target with its arguments', async () => {
    const target = port();
    const listMine = vi.fn(async () => []);
    const wrapped = forwardPort(SUBSCRIPTION_REQUEST_PORT, target, { listMine });
    await wrapped.listMine('u-1');
    expect(listMine).toHaveBeenCalledWith('u-1');
    expect(target.listMine).not.toHaveBeenCalled();
    await expect(wrapped.create({} as never)).rejects.toThrow('non utilisé');
    expect(target.create).toHaveBeenCalledWith({});
  });
});
