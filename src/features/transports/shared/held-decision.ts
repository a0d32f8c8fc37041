import type { UserData } from '@/data/local/user-data';
import type { HeldDecision } from '@/features/transports/shared/use-undo-window';

/** The held outbox entry `opId` as an undo window handles it; `onStands` runs once it was released. */
export function heldDecision(
  data: Pick<UserData, 'release' | 'withdraw'>,
  opId: string,
  onStands: () => void,
): HeldDecision {
  return {
    async release() {
      if (await data.release(opId)) onStands();
    },
    async withdraw() {
      await data.withdraw(opId);
    },
  };
}
