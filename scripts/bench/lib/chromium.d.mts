// Types for chromium.mjs, which TypeScript code (playwright.config.ts) imports.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
