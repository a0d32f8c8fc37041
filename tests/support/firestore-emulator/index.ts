export type { EmulatorAuth, EmulatorUser, TestFirestore } from './emulator-client';
export type { EmulatorAddress } from './emulator-process';
export {
  clearData,
  connectClient,
  emulatorAddress,
  emulatorProject,
  loadRules,
} from './emulator-project';
export { OPEN_RULES, rulesText, type RulesChoice } from './rules';
