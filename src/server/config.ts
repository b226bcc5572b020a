import path from 'node:path';
import { z } from 'zod';
import { type Brand, DEFAULT_BRAND } from '../shared/brand.ts';
import { parseResourceVariables } from './chat/safety/crisis-resources.ts';

/**
 * The only place that reads process.env. Every value is validated once; a bad one stops
 * start-up with a single line naming the variable.
 */
const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.test(new URL(v).protocol);
      } catch {
        return false;
      }
    }, hint)
    .optional();

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'must be a postgres:// URL'),
  REDIS_URL: optionalUrl(/^rediss?:$/, 'must be a redis:// URL'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL'),
  TRUST_PROXY: boolish.default(false),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED: boolish.default(true),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(1000).default(1),
  LLM_BASE_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL'),
  LLM_MODEL: z.string().trim().min(1).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_CONTEXT_TOKENS: z.coerce.number().int().min(256).max(1_000_000).default(4096),
  LLM_MAX_TOKENS: z.coerce.number().int().min(16).max(8192).default(300),
  LLM_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).optional(),
  LLM_IDLE_TIMEOUT_MS: z.coerce.number().int().min(500).max(300_000).default(10_000),
  /** Older name of LLM_FIRST_TOKEN_TIMEOUT_MS, still read when that one is unset. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).optional(),
  REPLY_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  BRAND_MAIN_NAME: z.string().trim().min(1).max(60).default(DEFAULT_BRAND.mainName),
  BRAND_PREMIUM_NAME: z.string().trim().min(1).max(60).default(DEFAULT_BRAND.premiumName),
  BRAND_CREATOR_NAME: z.string().trim().min(1).max(60).default(DEFAULT_BRAND.creatorName),
  BRAND_SUPPORT_EMAIL: z.email().default(DEFAULT_BRAND.supportEmail),
  BRAND_CREATOR_EMAIL: z.email().default(DEFAULT_BRAND.creatorSupportEmail),
  SMTP_URL: optionalUrl(/^smtps?:$/, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  MAIL_OUTBOX_DIR: z.string().trim().min(1).optional(),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_LOCKOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  PLATFORM_FEE_PERCENT: z.coerce.number().int('must be a whole number').min(0).max(100).default(50),
  PAYMENT_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  PAYMENT_RETRY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(24),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_BASE: optionalUrl(/^https?:$/, 'must be an http(s) URL'),
});

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  contextTokens: number;
  maxTokens: number;
  /** From the request to the first piece of reply text; past it the offline engine answers. */
  firstTokenTimeoutMs: number;
  /** Longest silence between two pieces of a reply that has started; a long reply that keeps coming is kept. */
  idleTimeoutMs: number;
}

export interface SafetyConfig {
  /** Crisis lines by locale ("default", "en-gb"...), from SAFETY_RESOURCES_*; they replace the built-in lists. */
  resources: Record<string, string[]>;
}

export interface MailConfig {
  /** nodemailer SMTP URL; without it emails are written to the server log. */
  smtpUrl: string | undefined;
  from: string;
  /** When set, every email is also written there as a JSON file (tests, local relaying). */
  outboxDir: string | undefined;
}

export interface AuthLimits {
  /** Failed logins per account (by email) allowed within the lockout window. */
  loginMaxFailures: number;
  loginLockoutMs: number;
  /** Requests per minute per IP address on each auth endpoint (before RATE_LIMIT_MULTIPLIER). */
  ipPerMinute: number;
}

export interface PaymentsConfig {
  /** Service fee kept from each charge, in whole percent (the creator earns the rest). */
  platformFeePercent: number;
  /** How long a member keeps access after a renewal fails, while it is retried. */
  graceMs: number;
  /** Time between retries of a failed renewal. */
  retryMs: number;
}

/** Stripe (issue 14): with both keys set, Stripe replaces the offline test-mode provider. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends API calls instead of api.stripe.com (tests, proxies). */
  apiBase: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  /** PUBLIC_URL as configured (the cross-site check falls back to the request's own origin). */
  publicUrl: string | undefined;
  /**
   * Where links in emails point: PUBLIC_URL, else http://localhost:PORT. Never a request's
   * Host header, which anyone can forge to aim a password-reset link at their own site.
   */
  linkOrigin: string;
  trustProxy: boolean;
  bodyLimit: number;
  sessionSecret: string | undefined;
  seed: boolean;
  /** Scales every rate limit (tests that drive many requests from one address raise it). */
  rateLimitMultiplier: number;
  llm: LlmConfig | undefined;
  /**
   * How long a chat reply job stays with the instance writing it without a sign of life
   * (renewed every third of it) before another instance takes it over: the wait after a crash.
   */
  replyLeaseMs: number;
  brand: Brand;
  safety: SafetyConfig;
  mail: MailConfig;
  auth: AuthLimits;
  payments: PaymentsConfig;
  /** Set when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are. */
  stripe: StripeConfig | undefined;
  /** Where the built SPA lives (dist/client); absent in API-only tests. */
  clientDir: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined>, clientDir?: string): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  const resources = parseResourceVariables(env);
  if (!resources.ok) throw new ConfigError(`Invalid configuration: ${resources.variable} ${resources.problem}`);
  if (Boolean(e.LLM_BASE_URL) !== Boolean(e.LLM_MODEL)) {
    const missing = e.LLM_BASE_URL ? 'LLM_MODEL' : 'LLM_BASE_URL';
    throw new ConfigError(`Invalid configuration: ${missing} is required when the other LLM_* URL/model is set`);
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new ConfigError(`Invalid configuration: ${missing} is required when the other STRIPE_* key is set`);
  }
  if (e.STRIPE_API_BASE && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid configuration: STRIPE_API_BASE needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    linkOrigin: e.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${e.PORT}`,
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT_BYTES,
    sessionSecret: e.SESSION_SECRET,
    seed: e.SEED,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    replyLeaseMs: e.REPLY_LEASE_SECONDS * 1000,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL,
            model: e.LLM_MODEL,
            apiKey: e.LLM_API_KEY,
            contextTokens: e.LLM_CONTEXT_TOKENS,
            maxTokens: e.LLM_MAX_TOKENS,
            firstTokenTimeoutMs: e.LLM_FIRST_TOKEN_TIMEOUT_MS ?? e.LLM_TIMEOUT_MS ?? 20_000,
            idleTimeoutMs: e.LLM_IDLE_TIMEOUT_MS,
          }
        : undefined,
    safety: { resources: resources.lists },
    brand: {
      mainName: e.BRAND_MAIN_NAME,
      premiumName: e.BRAND_PREMIUM_NAME,
      creatorName: e.BRAND_CREATOR_NAME,
      supportEmail: e.BRAND_SUPPORT_EMAIL,
      creatorSupportEmail: e.BRAND_CREATOR_EMAIL,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.BRAND_MAIN_NAME} <${e.BRAND_SUPPORT_EMAIL}>`,
      outboxDir: e.MAIL_OUTBOX_DIR ? path.resolve(e.MAIL_OUTBOX_DIR) : undefined,
    },
    auth: {
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      loginLockoutMs: e.LOGIN_LOCKOUT_MINUTES * 60_000,
      ipPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    },
    payments: {
      platformFeePercent: e.PLATFORM_FEE_PERCENT,
      graceMs: e.PAYMENT_GRACE_DAYS * 24 * 60 * 60_000,
      retryMs: e.PAYMENT_RETRY_HOURS * 60 * 60_000,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: apiBaseOf(e.STRIPE_API_BASE),
          }
        : undefined,
    clientDir,
  };
}

function apiBaseOf(url: string | undefined): StripeConfig['apiBase'] {
  if (!url) return undefined;
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443, protocol };
}
