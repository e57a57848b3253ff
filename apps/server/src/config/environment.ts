import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { AccountLevel } from '@wtt/contract';
import { z } from 'zod';
import { outboxExposureProblems } from './outboxExposure.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A plan limit: a whole number of items, or `unlimited` (read as null). */
function planLimit(defaultValue: string) {
  return z
    .string()
    .trim()
    .regex(/^(\d{1,9}|unlimited)$/, 'must be a whole number or "unlimited"')
    .default(defaultValue)
    .transform((value) => (value === 'unlimited' ? null : Number.parseInt(value, 10)));
}

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
  JOB_STAGE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' })
    .optional(),
  ALLOWED_RETURN_URLS: z.string().optional(),
  SESSION_LIFESPAN_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .default(14 * 24),
  PRIVILEGED_SESSION_MAX_AGE_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  AUTH_FLOW_LIFESPAN_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  AUTH_CODE_LIFESPAN_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  AUTH_LOCKOUT_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  AUTH_LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(60),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(10),
  AUTH_CODE_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  AUTH_CODE_ATTEMPTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  TOTP_ISSUER: z.string().min(1).default('Write the Tone'),
  OIDC_PROVIDERS: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\//,
      'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.com:465',
    )
    .optional(),
  MAIL_FROM: z.string().min(3).default('Write the Tone <no-reply@localhost>'),
  OUTBOX_ALLOW_REMOTE: booleanFlag.default(false),
  OUTBOX_ON_PUBLIC_HOST: booleanFlag.default(false),
  HEALTH_TOKEN: z.string().trim().min(16, 'must be at least 16 characters (a random secret)').optional(),
  SHARE_CODE_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  // Worker threads for checks; unset: one per core.
  CHECK_WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(64).optional()),
  TRIAL_DAYS: z.coerce.number().int().min(0).max(3650).default(14),
  PLAN_LIMIT_NONE_GUIDES: planLimit('0'),
  PLAN_LIMIT_NONE_GLOSSARIES: planLimit('0'),
  PLAN_LIMIT_NONE_PROMPTS: planLimit('0'),
  PLAN_LIMIT_PREMIUM_GUIDES: planLimit('25'),
  PLAN_LIMIT_PREMIUM_GLOSSARIES: planLimit('25'),
  PLAN_LIMIT_PREMIUM_PROMPTS: planLimit('100'),
  PLAN_LIMIT_ENTERPRISE_GUIDES: planLimit('unlimited'),
  PLAN_LIMIT_ENTERPRISE_GLOSSARIES: planLimit('unlimited'),
  PLAN_LIMIT_ENTERPRISE_PROMPTS: planLimit('unlimited'),
  LLM_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an absolute http:// or https:// URL, e.g. https://api.openai.com/v1',
    })
    .optional(),
  LLM_MODEL: z.string().trim().min(1).optional(),
  LLM_API_KEY: z.string().trim().min(1).optional(),
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
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
  /** Bearer token that gets the full GET /api/health answer from anywhere (HEALTH_TOKEN); unset: none. */
  healthToken: string | undefined;
  jobs: JobsConfig;
  identity: IdentityConfig;
  mail: MailConfig;
  account: AccountConfig;
  text: TextConfig;
  assistant: AssistantConfig;
}

/** A language model behind an OpenAI-compatible chat-completions API (LLM_*). */
export interface LlmConfig {
  baseUrl: string;
  model: string;
  /** Sent as a bearer token; unset for servers that need none (a local Ollama, llama.cpp). */
  apiKey: string | undefined;
  /** The whole reply (every model call and tool call) must be done within this. */
  timeoutMs: number;
}

/** The AI assistant: with a language model, or the built-in assistant when `llm` is undefined. */
export interface AssistantConfig {
  llm: LlmConfig | undefined;
}

/** How many items of each kind a plan allows; null is unlimited. */
export interface PlanLimits {
  createTone: number | null;
  createGlossary: number | null;
  createPrompt: number | null;
}

/** Plans and trial (DESIGN.md section 6); see `.env.example`. */
export interface AccountConfig {
  /** Days of PREMIUM trial a new account starts with (0: none). */
  trialDays: number;
  limits: Record<AccountLevel, PlanLimits>;
}

/** Text service settings. */
export interface TextConfig {
  /** Failed share-code lookups per minute, per user and per client IP (durable, in PostgreSQL). */
  shareCodeFailuresPerMinute: number;
  /** Worker threads that run checks (POST /match, /analyze); 0 checks on the event loop. */
  checkWorkers: number;
}

/** User jobs (the guide builder); see `.env.example` and docs/decisions.md ("Jobs"). */
export interface JobsConfig {
  /**
   * A pause at every stage boundary of a user job (JOB_STAGE_DELAY_MS), so that tests and demonstrations
   * can watch stages change, cancel between them, or stop a server mid-job. 0 (no pause) in production.
   */
  stageDelayMs: number;
}

/** An external OpenID Connect identity provider (OIDC_PROVIDERS). */
export interface OidcProviderConfig {
  /** Short id used in URLs and forms, e.g. `google`. */
  id: string;
  /** Issuer URL; its discovery document is read from `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  /** Name shown on buttons ("Sign in with {label}"). */
  label: string;
}

/** Identity service settings (/api/auth); see `.env.example` and docs/decisions.md ("Identity"). */
export interface IdentityConfig {
  /** Origin the browser uses (PUBLIC_URL); when unset, taken from each request (Host, X-Forwarded-*). */
  publicUrl: string | undefined;
  /** Extra allowed `return_to` targets besides the public origin: URL prefixes (origin plus optional path). */
  allowedReturnUrls: string[];
  sessionLifespanMs: number;
  privilegedSessionMaxAgeMs: number;
  flowLifespanMs: number;
  codeLifespanMs: number;
  lockoutMaxFailures: number;
  lockoutMs: number;
  /** Self-service submissions per minute and client IP. */
  rateLimitPerIp: number;
  /** Login attempts and code e-mails per minute and account (e-mail address). */
  rateLimitPerAccount: number;
  /** Recovery and verification code e-mails per address and hour (durable, in PostgreSQL). */
  codeMailsPerHour: number;
  /** Recovery and verification code submissions per address and hour, over all flows (durable). */
  codeAttemptsPerHour: number;
  totpIssuer: string;
  oidcProviders: OidcProviderConfig[];
}

/** Outgoing mail: SMTP when `smtpUrl` is set, else the local outbox. */
export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
  /** Serve GET /api/dev/outbox to other hosts than loopback (OUTBOX_ALLOW_REMOTE; for a shared test setup). */
  outboxAllowRemote: boolean;
  /**
   * The operator accepts outbox mode on a server that others can reach (OUTBOX_ON_PUBLIC_HOST): a
   * non-loopback HOST or TRUST_PROXY. Without it (or OUTBOX_ALLOW_REMOTE) such a server does not start.
   */
  outboxOnPublicHost: boolean;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const oidcProvidersSchema = z
  .array(
    z.object({
      id: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'id must be 1-40 characters of a-z, 0-9, _ or -'),
      issuer: z.url({ protocol: /^https?$/ }),
      clientId: z.string().min(1),
      clientSecret: z.string().min(1),
      scopes: z.array(z.string().min(1)).default(['openid', 'email', 'profile']),
      label: z.string().min(1).optional(),
    }),
  )
  .refine((providers) => new Set(providers.map((provider) => provider.id)).size === providers.length, {
    message: 'provider ids must be unique',
  });

function parseOidcProviders(raw: string | undefined): { data: OidcProviderConfig[]; problems: string[] } {
  if (raw === undefined) return { data: [], problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { data: [], problems: ['OIDC_PROVIDERS: must be a JSON array of providers'] };
  }
  const parsed = oidcProvidersSchema.safeParse(json);
  if (!parsed.success) {
    return {
      data: [],
      problems: parsed.error.issues.map(
        (issue) => `OIDC_PROVIDERS.${issue.path.join('.')}: ${issue.message}`,
      ),
    };
  }
  return {
    data: parsed.data.map((provider) => ({
      ...provider,
      scopes: provider.scopes.includes('openid') ? provider.scopes : ['openid', ...provider.scopes],
      label: provider.label ?? provider.id,
    })),
    problems: [],
  };
}

function parseAllowedReturnUrls(raw: string | undefined): { data: string[]; problems: string[] } {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const data: string[] = [];
  const problems: string[] = [];
  for (const entry of entries) {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      problems.push(`ALLOWED_RETURN_URLS: "${entry}" is not an absolute http:// or https:// URL`);
    } else {
      data.push(`${url.origin}${url.pathname}`);
    }
  }
  return { data, problems };
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
  const allowedReturnUrls = parseAllowedReturnUrls(env.ALLOWED_RETURN_URLS);
  const oidcProviders = parseOidcProviders(env.OIDC_PROVIDERS);
  const llm = llmConfig(env);
  const problems = [
    ...allowedReturnUrls.problems,
    ...oidcProviders.problems,
    ...outboxExposureProblems(env),
    ...llm.problems,
  ];
  if (problems.length > 0) throw new ConfigurationError(problems);
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
    healthToken: env.HEALTH_TOKEN,
    jobs: { stageDelayMs: env.JOB_STAGE_DELAY_MS },
    identity: {
      publicUrl: env.PUBLIC_URL === undefined ? undefined : new URL(env.PUBLIC_URL).origin,
      allowedReturnUrls: allowedReturnUrls.data,
      sessionLifespanMs: env.SESSION_LIFESPAN_HOURS * HOUR_MS,
      privilegedSessionMaxAgeMs: env.PRIVILEGED_SESSION_MAX_AGE_MINUTES * MINUTE_MS,
      flowLifespanMs: env.AUTH_FLOW_LIFESPAN_MINUTES * MINUTE_MS,
      codeLifespanMs: env.AUTH_CODE_LIFESPAN_MINUTES * MINUTE_MS,
      lockoutMaxFailures: env.AUTH_LOCKOUT_MAX_FAILURES,
      lockoutMs: env.AUTH_LOCKOUT_MINUTES * MINUTE_MS,
      rateLimitPerIp: env.AUTH_RATE_LIMIT_PER_IP,
      rateLimitPerAccount: env.AUTH_RATE_LIMIT_PER_ACCOUNT,
      codeMailsPerHour: env.AUTH_CODE_MAILS_PER_HOUR,
      codeAttemptsPerHour: env.AUTH_CODE_ATTEMPTS_PER_HOUR,
      totpIssuer: env.TOTP_ISSUER,
      oidcProviders: oidcProviders.data,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxAllowRemote: env.OUTBOX_ALLOW_REMOTE,
      outboxOnPublicHost: env.OUTBOX_ON_PUBLIC_HOST,
    },
    account: {
      trialDays: env.TRIAL_DAYS,
      limits: {
        NONE: {
          createTone: env.PLAN_LIMIT_NONE_GUIDES,
          createGlossary: env.PLAN_LIMIT_NONE_GLOSSARIES,
          createPrompt: env.PLAN_LIMIT_NONE_PROMPTS,
        },
        PREMIUM: {
          createTone: env.PLAN_LIMIT_PREMIUM_GUIDES,
          createGlossary: env.PLAN_LIMIT_PREMIUM_GLOSSARIES,
          createPrompt: env.PLAN_LIMIT_PREMIUM_PROMPTS,
        },
        ENTERPRISE: {
          createTone: env.PLAN_LIMIT_ENTERPRISE_GUIDES,
          createGlossary: env.PLAN_LIMIT_ENTERPRISE_GLOSSARIES,
          createPrompt: env.PLAN_LIMIT_ENTERPRISE_PROMPTS,
        },
      },
    },
    text: {
      shareCodeFailuresPerMinute: env.SHARE_CODE_FAILURES_PER_MINUTE,
      checkWorkers: env.CHECK_WORKERS ?? availableParallelism(),
    },
    assistant: { llm: llm.data },
  };
}

/** LLM_BASE_URL and LLM_MODEL together configure a model; one without the other is a mistake to name. */
function llmConfig(env: Environment): { data: LlmConfig | undefined; problems: string[] } {
  const { LLM_BASE_URL: baseUrl, LLM_MODEL: model, LLM_API_KEY: apiKey } = env;
  if (baseUrl === undefined && model === undefined) {
    const problems = apiKey === undefined ? [] : ['LLM_API_KEY: set LLM_BASE_URL and LLM_MODEL too'];
    return { data: undefined, problems };
  }
  if (baseUrl === undefined) return { data: undefined, problems: ['LLM_BASE_URL: needed with LLM_MODEL'] };
  if (model === undefined) return { data: undefined, problems: ['LLM_MODEL: needed with LLM_BASE_URL'] };
  return { data: { baseUrl, model, apiKey, timeoutMs: env.LLM_TIMEOUT_SECONDS * 1000 }, problems: [] };
}

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
