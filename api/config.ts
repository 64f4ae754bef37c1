import { z } from 'zod';
import type { EmailPolicy } from '../core/displayName';

const list = (value: string | undefined) =>
  (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

const url = (name: string) =>
  z.url(`${name} must be a URL such as https://hunt.example.edu`).transform((value) => value.replace(/\/+$/, ''));

const DEVELOPMENT_KEY = 'development-only-session-key-not-for-production';
/** Keys published with the code: anyone could sign a session cookie or a screen's token with them. */
const PUBLISHED_KEYS = new Set([DEVELOPMENT_KEY, 'change-me-to-a-long-random-string-of-32-chars-or-more']);
const PUBLISHED_KEY_MESSAGE = 'a SESSION_KEYS key is the published example: generate one with `openssl rand -base64 32`';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Is this URL this machine? Only there may a development convenience (sign-in, a published key) apply. */
function isLoopback(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false; // not a URL at all: PUBLIC_URL's own check names it
  }
}
const MIN_DISTINCT_CHARACTERS = 10;
const MIN_KEY_BITS = 80;

/**
 * Why a production cookie key is guessable, or null. Length is checked for every environment;
 * here a published key, or one with too little variety (36 times the same character, a word
 * repeated): fewer than 10 different characters, or under 80 bits by the characters' own
 * frequencies. A random key (`openssl rand -base64 32`) passes with room to spare.
 */
function sessionKeyWeakness(key: string): string | null {
  if (PUBLISHED_KEYS.has(key)) return PUBLISHED_KEY_MESSAGE;
  const counts = new Map<string, number>();
  for (const char of key) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits -= count * Math.log2(count / key.length);
  if (counts.size < MIN_DISTINCT_CHARACTERS || bits < MIN_KEY_BITS) {
    return 'a SESSION_KEYS key is too predictable: generate one with `openssl rand -base64 32`';
  }
  return null;
}

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
    GOOGLE_JWKS_URL: url('GOOGLE_JWKS_URL').optional(),
    GOOGLE_ISSUER: z.string().min(1).optional(),
    // Kept as written (a trailing slash and all): the discovery document must state this very issuer.
    OIDC_ISSUER: z.url('OIDC_ISSUER must be the issuer URL, such as https://login.example.edu/realms/campus').optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_LABEL: z.string().trim().min(1).max(60, 'OIDC_LABEL is the button text: at most 60 characters').optional(),
    LINK_ACCOUNTS_BY_EMAIL: z.enum(['true', 'false']).default('false'),
    ADMIN_EMAILS: z.string().optional(),
    ALLOWED_EMAIL_DOMAINS: z.string().optional(),
    QR_DOMAINS: z.string().optional(),
    LEADERBOARD_EMAILS: z.enum(['masked', 'full', 'hidden']).default('masked'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    PARTICIPANT_WRITE_LIMIT: z.coerce.number().int().min(1).default(30),
    SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
    WEB_DIR: z.string().default('dist/web'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRAVEL_MAX_SPEED: z.coerce.number({ error: 'TRAVEL_MAX_SPEED must be a number of metres per second' }).positive().max(100).default(2),
    POSITION_ACCURACY_CAP_M: z.coerce.number({ error: 'POSITION_ACCURACY_CAP_M must be a number of metres' }).positive().max(100_000).default(150),
    OFFLINE_MAX_AGE_MINUTES: z.coerce.number({ error: 'OFFLINE_MAX_AGE_MINUTES must be a number of minutes' }).positive().max(7 * 24 * 60).default(120),
    FIND_MIN_SECONDS: z.coerce.number({ error: 'FIND_MIN_SECONDS must be a number of seconds' }).min(0).max(3600).default(20),
    VAPID_PUBLIC_KEY: z.string().regex(/^[\w-]{80,100}$/, 'VAPID_PUBLIC_KEY must be a URL-safe base64 P-256 public key').optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[\w-]{40,50}$/, 'VAPID_PRIVATE_KEY must be a URL-safe base64 P-256 private key').optional(),
    VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https:// address').optional(),
    METRICS_TOKEN: z
      .string()
      .min(32, 'METRICS_TOKEN needs at least 32 characters: generate one with `openssl rand -hex 32`')
      .regex(/^\S+$/, 'METRICS_TOKEN must not contain spaces')
      .optional(),
  })
  .superRefine((env, issue) => {
    if (env.NODE_ENV !== 'production') return;
    for (const name of ['PUBLIC_URL', 'SESSION_KEYS'] as const) {
      if (!env[name]) issue.addIssue({ code: 'custom', path: [name], message: `${name} is required in production` });
    }
    // Production has no development sign-in: someone must vouch for each person.
    if (!env.GOOGLE_CLIENT_ID && !env.OIDC_ISSUER) {
      issue.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_ID'],
        message: 'a sign-in provider is required in production: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
      });
    }
    // Over plain http the session cookie can't be Secure and there is no HSTS.
    if (env.PUBLIC_URL && !env.PUBLIC_URL.startsWith('https://')) {
      issue.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'PUBLIC_URL must be an https:// address in production' });
    }
    for (const key of list(env.SESSION_KEYS)) {
      const weakness = sessionKeyWeakness(key);
      if (weakness) issue.addIssue({ code: 'custom', path: ['SESSION_KEYS'], message: weakness });
    }
  })
  .superRefine((env, issue) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      issue.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither' });
    }
    const oidcSet = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
    if (oidcSet !== 0 && oidcSet !== 3) {
      issue.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'set all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none' });
    }
    // The server itself speaks plain HTTP: an https PUBLIC_URL means a TLS-terminating proxy,
    // whose X-Forwarded-Proto must be trusted or secure cookies can't be set.
    if (env.PUBLIC_URL?.startsWith('https://') && env.TRUST_PROXY !== 'true') {
      issue.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: 'an https PUBLIC_URL is served through a TLS proxy: set TRUST_PROXY=true' });
    }
    for (const key of list(env.SESSION_KEYS)) {
      if (key.length < 32) issue.addIssue({ code: 'custom', path: ['SESSION_KEYS'], message: 'each SESSION_KEYS key needs at least 32 characters' });
    }
  })
  .superRefine((env, issue) => {
    // Production refuses these for every address (above). Elsewhere the published development key
    // is a convenience for this machine only: a server others can reach would accept session
    // cookies and screen-code tokens that anyone who read the code can sign.
    if (env.NODE_ENV === 'production' || isLoopback(env.PUBLIC_URL ?? 'http://localhost')) return;
    const keys = list(env.SESSION_KEYS);
    if (keys.length === 0) {
      issue.addIssue({ code: 'custom', path: ['SESSION_KEYS'], message: 'SESSION_KEYS is required when PUBLIC_URL is not this machine (localhost, 127.0.0.1 or [::1])' });
    }
    if (keys.some((key) => PUBLISHED_KEYS.has(key))) issue.addIssue({ code: 'custom', path: ['SESSION_KEYS'], message: PUBLISHED_KEY_MESSAGE });
  });

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL connections per instance. */
  dbPoolMax: number;
  /** PUBLIC_URL is https: a TLS proxy in front, Secure cookies, HSTS. */
  https: boolean;
  sessionKeys: string[];
  /**
   * The session cookie's name: `__Host-` prefixed when it is Secure, so the browser keeps it
   * to this exact host and path and no sibling subdomain can plant one.
   */
  sessionCookie: string;
  google: {
    clientId: string;
    clientSecret: string;
    authorizeUrl: string | undefined;
    tokenUrl: string | undefined;
    userinfoUrl: string | undefined;
    /** Where the keys that sign the id_token are published, and the issuers it may name. */
    jwksUrl: string;
    issuers: string[];
  } | null;
  /**
   * Any OpenID Connect provider (Entra ID, Okta, Keycloak, …): its endpoints are read from the
   * issuer's discovery document at start-up (services/openIdDiscovery.ts). `label` is the button's text.
   */
  oidc: { issuer: string; clientId: string; clientSecret: string; label: string } | null;
  /**
   * A new provider's sign-in whose verified e-mail an account already has joins that account.
   * Off: it is refused, unless the account predates sign-in identities and this is Google.
   */
  linkAccountsByEmail: boolean;
  adminEmails: string[];
  allowedEmailDomains: string[];
  qrDomains: string[];
  leaderboardEmails: EmailPolicy;
  trustProxy: boolean;
  /**
   * Proxies in front of the server, each appending to X-Forwarded-For: the client address is
   * the one this many entries from the right (what lies further left, the client wrote itself).
   */
  trustProxyHops: number;
  /** Sign-in requests a minute per client address (per instance). */
  signInLimitPerMinute: number;
  /** Changes (scans, answers, …) one participant may send in 30 s (per instance). */
  participantWriteLimit: number;
  seedDemo: boolean;
  webDir: string;
  logLevel: string;
  /** A bearer secret that may read GET /metrics (Prometheus), besides admins; unset: admins only. */
  metricsToken: string | undefined;
  /** Web Push's VAPID keys and contact; without keys the server makes a pair once and keeps it in the database. */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined };
  /** Metres per second: two scans whose codes are farther apart than this allows are marked. */
  travelMaxSpeed: number;
  /** Metres: a position's accuracy counts up to this; a worse fix is marked, or asked again under `enforce`. */
  positionAccuracyCapM: number;
  /** Seconds an offline scan may wait before it is sent; a later one is marked with its delay. */
  offlineMaxAgeSeconds: number;
  /** Seconds: two finds closer than this, where the codes have no places to measure, are marked. */
  findMinSeconds: number;
}

const SESSION_COOKIE_NAME = 'hunt.sid';

export class ConfigError extends Error {}

/** Google's id_token signing keys, and its issuer (Google writes it with and without the scheme). */
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** The OpenID Connect button's text when OIDC_LABEL does not name it. */
const DEFAULT_OIDC_LABEL = 'Single sign-on';

/** Reads and validates the environment; a bad value throws a ConfigError naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const https = publicUrl.startsWith('https://');
  const qrDomains = list(env.QR_DOMAINS).map((domain) => domain.replace(/\/+$/, ''));
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    dbPoolMax: env.DB_POOL_MAX,
    // A fresh clone on this machine falls back to a fixed key so it runs; anywhere else needs real ones.
    sessionKeys: list(env.SESSION_KEYS).length ? list(env.SESSION_KEYS) : [DEVELOPMENT_KEY],
    https,
    sessionCookie: https ? `__Host-${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME,
    google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          authorizeUrl: env.GOOGLE_AUTHORIZE_URL,
          tokenUrl: env.GOOGLE_TOKEN_URL,
          userinfoUrl: env.GOOGLE_USERINFO_URL,
          jwksUrl: env.GOOGLE_JWKS_URL ?? GOOGLE_JWKS_URL,
          issuers: env.GOOGLE_ISSUER ? [env.GOOGLE_ISSUER] : GOOGLE_ISSUERS,
        }
      : null,
    oidc: env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET, label: env.OIDC_LABEL ?? DEFAULT_OIDC_LABEL }
      : null,
    linkAccountsByEmail: env.LINK_ACCOUNTS_BY_EMAIL === 'true',
    adminEmails: list(env.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    allowedEmailDomains: list(env.ALLOWED_EMAIL_DOMAINS).map((domain) => domain.toLowerCase().replace(/^@/, '')),
    qrDomains: qrDomains.length ? qrDomains : [publicUrl],
    leaderboardEmails: env.LEADERBOARD_EMAILS,
    trustProxy: env.TRUST_PROXY === 'true',
    trustProxyHops: env.TRUST_PROXY_HOPS,
    signInLimitPerMinute: env.SIGN_IN_LIMIT_PER_MINUTE,
    participantWriteLimit: env.PARTICIPANT_WRITE_LIMIT,
    seedDemo: env.SEED_DEMO === 'auto',
    webDir: env.WEB_DIR,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
    travelMaxSpeed: env.TRAVEL_MAX_SPEED,
    positionAccuracyCapM: env.POSITION_ACCURACY_CAP_M,
    offlineMaxAgeSeconds: env.OFFLINE_MAX_AGE_MINUTES * 60,
    findMinSeconds: env.FIND_MIN_SECONDS,
  };
}

/**
 * Development sign-in exists only without a sign-in provider (Google, OpenID Connect), outside
 * production, and only when PUBLIC_URL is this machine: a deployment that forgot NODE_ENV must
 * not let anyone in as anyone.
 */
export function devLoginEnabled(config: AppConfig): boolean {
  return !config.google && !config.oidc && config.env !== 'production' && isLoopback(config.publicUrl);
}
