// Types for targets.mjs, which its test imports.
export declare function targetReport(): {
  record(id: string, figures: Record<string, string | number>): void;
  print(): void;
};
