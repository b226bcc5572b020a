// Types for fingerprint.mjs, which TypeScript code (tests/stress) imports.
export declare const STAMP_FILE: string;
export declare function sourceFingerprint(root: string): string;
export declare function buildIsFresh(root: string): boolean;
export declare function buildIfStale(root: string, reason: string): number;
