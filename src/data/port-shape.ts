/**
 * What each port is made of, as the compiler sees it: every member is a call (answers a promise), a subscription
 * (answers an Unsubscribe at once) or a plain value. `PortShape<T>` lists each member of T with its kind, and a
 * shape object written `satisfies PortShape<T>` must name every member with exactly its kind — a method added to a
 * port stops the build until its shape says it, so the wrappers derived from shapes (lazy ports, completeness
 * checks) can never lack it. There are no optional members: a backend without a capability says so in its answer.
 */
import type { Unsubscribe } from './ports';

type AnyFunction = (...args: never[]) => unknown;
type Method = (...args: unknown[]) => unknown;

export type MemberKind<M> = M extends (...args: never[]) => Unsubscribe
  ? 'subscribe'
  : M extends (...args: never[]) => Promise<unknown>
    ? 'call'
    : M extends AnyFunction
      ? never // a synchronous method other than a subscription has no place on a port
      : 'value';

export type PortShape<T> = { readonly [K in keyof T]-?: MemberKind<T[K]> };

/** The members of T that are plain values (e.g. AuthPort.kind): a lazy port is given them at once. */
export type ValueMembers<T> = {
  [K in keyof T]-?: MemberKind<T[K]> extends 'value' ? K : never;
}[keyof T];

/** The members `port` lacks according to `shape` (a value member counts as present when not undefined). */
export function missingMembers(
  shape: Readonly<Record<string, 'call' | 'subscribe' | 'value'>>,
  port: object,
): string[] {
  const record = port as Record<string, unknown>;
  return Object.entries(shape).flatMap(([name, kind]) => {
    const member = record[name];
    const present = kind === 'value' ? member !== undefined : typeof member === 'function';
    return present ? [] : [name];
  });
}

export class IncompletePortError extends Error {
  override name = 'IncompletePortError';
  constructor(port: string, missing: readonly string[]) {
    super(`Port ${port} incomplet : ${missing.join(', ')} manquant(s).`);
  }
}

/** Refuses a port that lacks a member of its shape: composition fails loudly instead of a feature going quiet. */
export function assertComplete<T extends object>(name: string, shape: PortShape<T>, port: T): T {
  const missing = missingMembers(shape, port);
  if (missing.length > 0) throw new IncompletePortError(name, missing);
  return port;
}

/**
 * A port that forwards every member of its shape to `target`, except those given in `overrides`: wrappers that
 * change one method (a test's recording remote, a router per viewer) without listing the others by hand.
 */
export function forwardPort<T extends object>(
  shape: PortShape<T>,
  target: T,
  overrides: Partial<T> = {},
): T {
  const source = target as Record<string, unknown>;
  const port: Record<string, unknown> = {};
  for (const [member, kind] of Object.entries(shape)) {
    const own = (overrides as Record<string, unknown>)[member];
    if (own !== undefined) port[member] = own;
    else if (kind === 'value') port[member] = source[member];
    else port[member] = (...args: unknown[]) => (source[member] as Method).apply(target, args);
  }
  return port as T;
}
