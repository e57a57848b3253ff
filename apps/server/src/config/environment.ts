import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every setting the server reads. Each is listed with its default in `.env.example`. */
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WTT_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: booleanFlag.default(false),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
});

export type Environment = z.infer<typeof environmentSchema>;

/** Resolved configuration: validated, with paths made absolute. */
export interface ServerConfig {
  nodeEnv: Environment['NODE_ENV'];
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: Environment['LOG_LEVEL'];
  role: Environment['WTT_ROLE'];
  webDistDir: string;
  trustProxy: boolean;
  databasePoolSize: number;
}

export class ConfigurationError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigurationError';
    this.problems = problems;
  }
}

const defaultWebDistDir = path.resolve(import.meta.dirname, '../../../web/dist');

/** Reads and validates the environment once at boot; throws a ConfigurationError naming every bad variable. */
export function loadConfig(environment: Record<string, string | undefined>, cwd: string): ServerConfig {
  const relevant = Object.fromEntries(
    Object.keys(environmentSchema.shape).map((key) => [key, emptyToUndefined(environment[key])]),
  );
  const parsed = environmentSchema.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigurationError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(cwd, env.DATA_DIR),
    logLevel: env.LOG_LEVEL,
    role: env.WTT_ROLE,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(cwd, env.WEB_DIST_DIR) : defaultWebDistDir,
    trustProxy: env.TRUST_PROXY,
    databasePoolSize: env.DATABASE_POOL_SIZE,
  };
}

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
