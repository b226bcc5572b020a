import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to an SQLite data dir, port 3000 and the default brand', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.brand.mainName).toBe('Not-Quite-Life');
    expect(config.llm).toBeUndefined();
  });

  it('names the variable in a one-line message when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET must be at least 32 characters/);
  });

  it('takes Stripe only with both keys, and says in one line which one is wrong or missing', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    expect(loadConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiBase: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(loadConfig(stripe).stripe?.apiBase).toBeUndefined();
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /^Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })).toThrow(/STRIPE_SECRET_KEY is required/);
    expect(() => loadConfig({ ...stripe, STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE must be an http/);
    expect(() => loadConfig({ STRIPE_API_BASE: 'http://127.0.0.1:1' })).toThrow(/STRIPE_API_BASE needs/);
  });

  it('needs both LLM_BASE_URL and LLM_MODEL', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL is required/);
    const config = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3' });
    expect(config.llm).toMatchObject({
      model: 'llama3',
      contextTokens: 4096,
      firstTokenTimeoutMs: 20000,
      idleTimeoutMs: 10000,
    });
  });

  it('times the model by its first token and the silence between tokens (LLM_TIMEOUT_MS is the older name of the first)', () => {
    const llm = { LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3' };
    expect(loadConfig({ ...llm, LLM_TIMEOUT_MS: '5000' }).llm).toMatchObject({ firstTokenTimeoutMs: 5000 });
    expect(
      loadConfig({ ...llm, LLM_TIMEOUT_MS: '5000', LLM_FIRST_TOKEN_TIMEOUT_MS: '7000', LLM_IDLE_TIMEOUT_MS: '2500' })
        .llm,
    ).toMatchObject({ firstTokenTimeoutMs: 7000, idleTimeoutMs: 2500 });
    expect(() => loadConfig({ ...llm, LLM_IDLE_TIMEOUT_MS: '0' })).toThrow(/LLM_IDLE_TIMEOUT_MS/);
  });

  it('reads crisis lines per locale from SAFETY_RESOURCES_*, entries separated by |', () => {
    expect(loadConfig({}).safety.resources).toEqual({});
    const config = loadConfig({
      SAFETY_RESOURCES_DEFAULT: 'Emergency: 112 | Helpline: 0800 000 000',
      SAFETY_RESOURCES_EN_GB: 'Samaritans: 116 123',
      SAFETY_RESOURCES_PT_BR: 'CVV: ligue 188',
    });
    expect(config.safety.resources).toEqual({
      default: ['Emergency: 112', 'Helpline: 0800 000 000'],
      'en-gb': ['Samaritans: 116 123'],
      'pt-br': ['CVV: ligue 188'],
    });
    expect(() => loadConfig({ SAFETY_RESOURCES_ENGLISH_PLEASE: 'x' })).toThrow(
      /^Invalid configuration: SAFETY_RESOURCES_ENGLISH_PLEASE must end in DEFAULT or a locale/,
    );
    expect(() => loadConfig({ SAFETY_RESOURCES_FR: ' | ' })).toThrow(
      /SAFETY_RESOURCES_FR must list at least one entry/,
    );
  });

  it('lets BRAND_* override the brand', () => {
    const config = loadConfig({ BRAND_MAIN_NAME: 'Kindred', BRAND_SUPPORT_EMAIL: 'help@kindred.example' });
    expect(config.brand.mainName).toBe('Kindred');
    expect(config.brand.supportEmail).toBe('help@kindred.example');
  });

  it('reads mail and auth-limit settings, with safe defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.mail).toEqual({
      smtpUrl: undefined,
      from: 'Not-Quite-Life <support@notquitelife.example>',
      outboxDir: undefined,
    });
    expect(defaults.auth).toEqual({ loginMaxFailures: 5, loginLockoutMs: 15 * 60_000, ipPerMinute: 60 });
    const custom = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Hello <hello@example.com>',
      LOGIN_MAX_FAILURES: '10',
      LOGIN_LOCKOUT_MINUTES: '30',
      AUTH_RATE_LIMIT_PER_MINUTE: '120',
    });
    expect(custom.mail).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      from: 'Hello <hello@example.com>',
    });
    expect(custom.auth).toEqual({ loginMaxFailures: 10, loginLockoutMs: 30 * 60_000, ipPerMinute: 120 });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  it('reads the reply lease in seconds: 30 by default, 3 to 3600', () => {
    expect(loadConfig({}).replyLeaseMs).toBe(30_000);
    expect(loadConfig({ REPLY_LEASE_SECONDS: '5' }).replyLeaseMs).toBe(5000);
    expect(() => loadConfig({ REPLY_LEASE_SECONDS: '1' })).toThrow(/^Invalid configuration: REPLY_LEASE_SECONDS /);
    expect(() => loadConfig({ REPLY_LEASE_SECONDS: 'soon' })).toThrow(/REPLY_LEASE_SECONDS/);
  });
});
