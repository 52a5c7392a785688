import { z } from 'zod';

/** Body of `GET /api/v1/health`. */
export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']).describe('ok when every dependency answers'),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']).describe('embedded PGlite or a PostgreSQL server'),
    reachable: z.boolean(),
    latency_ms: z.number().describe('time taken by `select 1`'),
  }),
});
export type Health = z.infer<typeof ZHealth>;
