/**
 * Issue 13: a chauffeur's messages are pulled from one checkpoint, like every collection. A ride assigned to them
 * after that checkpoint moved would never bring its earlier conversation — what the clinic told the company before
 * the assignment (« patient au hall B, fauteuil »), the note a driver needs most. So when the server's assigned set
 * names a ride this device has not seen assigned, the messages pull starts over once: messages are stored by id, a
 * second copy changes nothing, and a chauffeur's pull covers only their own rides' threads.
 */
export function newlyAssigned(
  known: readonly string[] | null,
  assigned: readonly string[],
): string[] {
  const seen = new Set(known ?? []);
  return [...new Set(assigned)].filter((id) => !seen.has(id));
}
