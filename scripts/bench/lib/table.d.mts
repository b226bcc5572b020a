// Types for table.mjs, which TypeScript code (tests/stress) imports.
export declare function printTable(
  title: string,
  columns: string[],
  rows: Array<Record<string, string | number>>,
): void;
