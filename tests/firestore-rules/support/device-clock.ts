import { Timestamp } from 'firebase/firestore';

/**
 * A time written by the device instead of serverTimestamp(): its clock, 1.5 s behind the server's here. The
 * emulator's request.time has millisecond precision and reads this machine's clock, so a bare Timestamp.now() can
 * equal it by chance (seen once in ~30 runs); a real device cannot guess the server's commit time that closely.
 */
export const deviceClock = (): Timestamp => Timestamp.fromMillis(Date.now() - 1_500);
