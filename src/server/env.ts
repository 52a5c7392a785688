import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads; `.env.example` documents the same list. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: localhost on a laptop (only this machine reaches it), 0.0.0.0 when PRODUCTION=true. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** A request's headers and body must arrive within this (slow or stalled bodies → 408). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Open connections at most; more are closed on arrival. */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).default(2048),
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  /** Default: http(s)://localhost:PORT, https when TLS_CERT/TLS_KEY are set. */
  PUBLIC_URL: z.string().url().optional(),
  /** PEM files: the server speaks HTTPS itself (Word loads add-in pages only over HTTPS). */
  TLS_CERT: z.string().min(1).optional(),
  TLS_KEY: z.string().min(1).optional(),
  PRODUCTION: bool.default(false),
  LLM_PROVIDER: z
    .enum(['offline', 'openai', 'azure', 'anthropic', 'openai-compatible'])
    .default('offline'),
  LLM_MODEL: z.string().min(1).max(200).optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  AZURE_OPENAI_RESOURCE: z.string().min(1).max(100).optional(),
  AZURE_OPENAI_API_VERSION: z.string().min(1).max(40).default('v1'),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  LLM_MAX_OUTPUT_TOKENS: z.coerce.number().int().positive().optional(),
  GENERATION_MAX_CONCURRENT_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  GENERATION_REPAIR_PASSES: z.coerce.number().int().min(0).max(3).default(1),
  /** Worker threads for drafting and checks (default: cores − 1, at least 1); see workers/pool.ts. */
  CPU_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  GENERATION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(600_000),
  GENERATION_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /** An uploaded .docx whose parts unpack to more than this is refused before it is opened. */
  IMPORT_MAX_UNPACKED_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(64 * 1024 * 1024),
  IMPORT_MAX_RATIO: z.coerce.number().int().min(10).default(100),
  IMPORT_MAX_ENTRIES: z.coerce.number().int().min(10).default(1000),
  IMPORT_WORKER_MEMORY_MB: z.coerce.number().int().min(32).max(4096).default(256),
  IMPORT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_EXPIRE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24 * 8),
  RESET_TOKEN_EXPIRE_HOURS: z.coerce.number().int().positive().default(48),
  FIRST_SUPERUSER: z.string().email().optional(),
  FIRST_SUPERUSER_PASSWORD: z.string().min(8).max(128).optional(),
  USERS_OPEN_REGISTRATION: bool.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Claimwright <no-reply@claimwright.local>'),
  CONTACT_EMAIL: z.string().email().default('contact@claimwright.local'),
  /** Unset: no X-Forwarded-For is read (a client cannot choose its own address). */
  TRUST_PROXY: z.string().min(1).optional(),
  TWO_STEP_TOKEN_EXPIRE_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  TOTP_ISSUER: z.string().min(1).max(64).default('Claimwright'),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(100),
  /** Failed logins of one account from all unknown sources together; a known device passes. */
  LOGIN_LIMIT_ACCOUNT_ALL_SOURCES: z.coerce.number().int().positive().default(100),
  LOGIN_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  RECOVERY_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(3),
  ABUSE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  ABUSE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Unset: billing is off (self-hosted: no plans to buy, no limits). */
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  /** The signing secret of the webhook endpoint (`whsec_…`); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** Where the Stripe API is (default https://api.stripe.com); tests point it at a stand-in. */
  STRIPE_API_BASE: z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, 'must be an http(s)://host[:port] URL')
    .optional(),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'HOST' | 'PUBLIC_URL'> & {
  HOST: string;
  PUBLIC_URL: string;
};

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** What is missing for the configured LLM provider. */
function llmProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.LLM_PROVIDER === 'offline') return problems;
  const needs = `required when LLM_PROVIDER=${env.LLM_PROVIDER}`;
  if (!env.LLM_MODEL) problems.push(`LLM_MODEL: ${needs}`);
  if (env.LLM_PROVIDER !== 'openai-compatible' && !env.LLM_API_KEY)
    problems.push(`LLM_API_KEY: ${needs}`);
  if (env.LLM_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL)
    problems.push(`LLM_BASE_URL: ${needs}`);
  if (env.LLM_PROVIDER === 'azure' && !env.AZURE_OPENAI_RESOURCE && !env.LLM_BASE_URL)
    problems.push(`AZURE_OPENAI_RESOURCE: ${needs} (or set LLM_BASE_URL)`);
  return problems;
}

/** Parses the environment once; throws an EnvError listing every problem. Empty strings count as unset. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  // A laptop's server is not reachable from the network it sits on unless asked: drafts are
  // confidential. A deployment listens on every interface behind its proxy.
  const env: Env = {
    ...result.data,
    HOST: result.data.HOST ?? (result.data.PRODUCTION ? '0.0.0.0' : 'localhost'),
    PUBLIC_URL:
      result.data.PUBLIC_URL ??
      `${result.data.TLS_CERT ? 'https' : 'http'}://localhost:${result.data.PORT}`,
  };
  const problems: string[] = [];
  if (env.PRODUCTION && !env.SECRET_KEY) problems.push('SECRET_KEY: required when PRODUCTION=true');
  if (env.FIRST_SUPERUSER && !env.FIRST_SUPERUSER_PASSWORD)
    problems.push('FIRST_SUPERUSER_PASSWORD: required when FIRST_SUPERUSER is set');
  if (Boolean(env.TLS_CERT) !== Boolean(env.TLS_KEY))
    problems.push(
      `${env.TLS_CERT ? 'TLS_KEY' : 'TLS_CERT'}: set TLS_CERT and TLS_KEY together (both or neither)`,
    );
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  problems.push(...llmProblems(env));
  if (problems.length) throw new EnvError(problems);
  return env;
}
