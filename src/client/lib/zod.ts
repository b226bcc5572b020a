/**
 * What `import … from 'zod'` means in the browser build (an alias in vite.config.ts): zod
 * with its JIT turned off before any schema exists. Zod's JIT starts by probing
 * `new Function`, which our CSP (no 'unsafe-eval') reports as a violation in the console
 * even though zod catches the error. The server keeps the JIT.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default, default as z } from 'zod/v4';
