import { z } from 'zod';

export const componentStatusSchema = z.enum(['up', 'down']);

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']).describe('ok when the database answers; unavailable otherwise.'),
    version: z.string(),
    uptimeSeconds: z.number(),
    database: z.object({
      status: componentStatusSchema,
      embedded: z.boolean().describe('true when the server runs its own embedded PostgreSQL.'),
      latencyMs: z.number().optional(),
      serverVersion: z.string().optional(),
      schemaVersion: z.string().optional().describe('The newest applied migration.'),
      error: z.string().optional(),
    }),
    jobs: z.object({
      status: componentStatusSchema.or(z.literal('no-workers')),
      workers: z.array(
        z.object({
          role: z.string(),
          hostname: z.string(),
          lastBeatAt: z.string().describe('ISO time of the last heartbeat job this worker ran.'),
        }),
      ),
    }),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof healthSchema>;
