import { z } from 'zod';

export const componentStatusSchema = z.enum(['up', 'down']);

// Fields marked "operator" are in the answer only for requests from the server's own machine or with the
// operator token (HEALTH_TOKEN): versions, hostnames and timings help an attacker more than a status page.
export const healthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']).describe('ok when the database answers; unavailable otherwise.'),
    version: z.string().optional().describe('Server version (operator).'),
    uptimeSeconds: z.number().optional().describe('Seconds since the server started (operator).'),
    database: z.object({
      status: componentStatusSchema,
      embedded: z
        .boolean()
        .optional()
        .describe('true when the server runs its own embedded PostgreSQL (operator).'),
      latencyMs: z.number().optional().describe('Round trip of the check (operator).'),
      serverVersion: z.string().optional().describe('PostgreSQL version (operator).'),
      schemaVersion: z.string().optional().describe('The newest applied migration (operator).'),
      error: z.string().optional().describe('Why the database is down (operator).'),
    }),
    jobs: z.object({
      status: componentStatusSchema.or(z.literal('no-workers')),
      workers: z
        .array(
          z.object({
            role: z.string(),
            hostname: z.string(),
            lastBeatAt: z.string().describe('ISO time of the last heartbeat job this worker ran.'),
          }),
        )
        .optional()
        .describe('Live workers (operator).'),
    }),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof healthSchema>;
