/**
 * Plain code-unit order of two strings: the same on every device and runtime (unlike localeCompare, which
 * follows the runtime's collation), and the order IndexedDB gives equal index keys (by primary key), so a list
 * ordered this way can be read straight off an index, first rows first.
 */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
