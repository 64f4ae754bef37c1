import { z } from 'zod';

const list = (value: string | undefined) =>
  (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

const url = (name: string) =>
  z.url(`${name} must be a URL such as https://hunt.example.edu`).transform((value) => value.replace(/\/+$/, ''));

/** Every environment variable the server reads (listed in .env.example), validated at start-up. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: url('PUBLIC_URL').optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    SESSION_KEYS: z.string().optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_AUTHORIZE_URL: url('GOOGLE_AUTHORIZE_URL').optional(),
    GOOGLE_TOKEN_URL: url('GOOGLE_TOKEN_URL').optional(),
    GOOGLE_USERINFO_URL: url('GOOGLE_USERINFO_URL').optional(),
    ADMIN_EMAILS: z.string().optional(),
    ALLOWED_EMAIL_DOMAINS: z.string().optional(),
    QR_DOMAINS: z.string().optional(),
    LEADERBOARD_EMAILS: z.enum(['masked', 'full', 'hidden']).default('masked'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
    WEB_DIR: z.string().default('dist/web'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, issue) => {
    if (env.NODE_ENV !== 'production') return;
    for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'PUBLIC_URL', 'SESSION_KEYS'] as const) {
      if (!env[name]) issue.addIssue({ code: 'custom', path: [name], message: `${name} is required in production` });
    }
  })
  .superRefine((env, issue) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      issue.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither' });
    }
    // The server itself speaks plain HTTP: an https PUBLIC_URL means a TLS-terminating proxy,
    // whose X-Forwarded-Proto must be trusted or secure cookies can't be set.
    if (env.PUBLIC_URL?.startsWith('https://') && env.TRUST_PROXY !== 'true') {
      issue.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: 'an https PUBLIC_URL is served through a TLS proxy: set TRUST_PROXY=true' });
    }
    for (const key of list(env.SESSION_KEYS)) {
      if (key.length < 32) issue.addIssue({ code: 'custom', path: ['SESSION_KEYS'], message: 'each SESSION_KEYS key needs at least 32 characters' });
    }
  });

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL connections per instance. */
  dbPoolMax: number;
  sessionKeys: string[];
  google: {
    clientId: string;
    clientSecret: string;
    authorizeUrl: string | undefined;
    tokenUrl: string | undefined;
    userinfoUrl: string | undefined;
  } | null;
  adminEmails: string[];
  allowedEmailDomains: string[];
  qrDomains: string[];
  leaderboardEmails: 'masked' | 'full' | 'hidden';
  trustProxy: boolean;
  /** Sign-in requests a minute per client address (per instance). */
  signInLimitPerMinute: number;
  seedDemo: boolean;
  webDir: string;
  logLevel: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws a ConfigError naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const qrDomains = list(env.QR_DOMAINS).map((domain) => domain.replace(/\/+$/, ''));
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    dbPoolMax: env.DB_POOL_MAX,
    // Development falls back to a fixed key so a fresh clone runs; production requires real ones.
    sessionKeys: list(env.SESSION_KEYS).length ? list(env.SESSION_KEYS) : ['development-only-session-key-not-for-production'],
    google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          authorizeUrl: env.GOOGLE_AUTHORIZE_URL,
          tokenUrl: env.GOOGLE_TOKEN_URL,
          userinfoUrl: env.GOOGLE_USERINFO_URL,
        }
      : null,
    adminEmails: list(env.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    allowedEmailDomains: list(env.ALLOWED_EMAIL_DOMAINS).map((domain) => domain.toLowerCase().replace(/^@/, '')),
    qrDomains: qrDomains.length ? qrDomains : [publicUrl],
    leaderboardEmails: env.LEADERBOARD_EMAILS,
    trustProxy: env.TRUST_PROXY === 'true',
    signInLimitPerMinute: env.SIGN_IN_LIMIT_PER_MINUTE,
    seedDemo: env.SEED_DEMO === 'auto',
    webDir: env.WEB_DIR,
    logLevel: env.LOG_LEVEL,
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Development sign-in exists only without Google settings, outside production, and only when
 * PUBLIC_URL is this machine: a deployment that forgot NODE_ENV must not let anyone in as anyone.
 */
export function devLoginEnabled(config: AppConfig): boolean {
  return !config.google && config.env !== 'production' && LOOPBACK_HOSTS.has(new URL(config.publicUrl).hostname);
}
