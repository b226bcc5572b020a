import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), reachable: z.boolean() }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof ZHealthResponse>;
