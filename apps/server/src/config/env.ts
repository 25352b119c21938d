import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: z.string().default('./data'),
    PRODUCT_NAME: z.string().min(1).default('Vitrina'),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    ADMIN_EMAIL: optionalString,
    ADMIN_PASSWORD: optionalString,
    DEMO_DATA: booleanFlag.optional(),
    GITHUB_API_URL: z.url().default('https://api.github.com'),
    GITHUB_TOKEN: optionalString,
    GITHUB_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    /** How often the worker looks for GitHub checks to make again (GitHub could not answer them). */
    GITHUB_CHECK_POLL_MS: z.coerce.number().int().positive().default(15_000),
    /** First background re-check after this long; each next one waits twice as long (at most an hour). */
    GITHUB_CHECK_RETRY_BASE_MS: z.coerce.number().int().positive().default(60_000),
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
    SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
    /** The platform's commission on each sale (0.10 = 10 %). */
    COMMISSION_RATE: z.coerce.number().min(0).max(1).default(0.1),
    RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_AUTH_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
    /**
     * Failed sign-ins on one account from one client address before each next try must wait:
     * RATE_LIMIT_LOGIN_DELAY_MS, doubling with every further failure, at most
     * RATE_LIMIT_LOGIN_MAX_DELAY_MS. A success from that address starts its count over.
     */
    RATE_LIMIT_LOGIN_ADDRESS_MAX: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_LOGIN_DELAY_MS: z.coerce.number().int().positive().default(30_000),
    RATE_LIMIT_LOGIN_MAX_DELAY_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60_000),
    /**
     * Failed sign-ins on one account from all addresses per window; past it, only addresses the
     * account signed in from before may try (each under its own count) until the window ends.
     */
    RATE_LIMIT_LOGIN_ACCOUNT_MAX: z.coerce.number().int().positive().default(100),
    /** The account-wide window; also how long an address's failures are remembered after its last one. */
    RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60_000),
    /** Password reset links one client address may ask for per hour; then 429. */
    RATE_LIMIT_PASSWORD_RESET_MAX: z.coerce.number().int().positive().default(5),
    /** Reset links one account is sent per hour; further requests get the same answer and no mail. */
    RATE_LIMIT_PASSWORD_RESET_ACCOUNT_MAX: z.coerce.number().int().positive().default(3),
    /** Comments one account may post per minute. */
    RATE_LIMIT_COMMENT_MAX: z.coerce.number().int().positive().default(5),
    /** paypal (PayPal REST) or sandbox (embedded test mode); default: paypal when its credentials are set. */
    PAYMENT_PROVIDER: z.enum(['paypal', 'sandbox']).optional(),
    /** PayPal's REST API: the sandbox API by default, https://api-m.paypal.com for live money. */
    PAYPAL_API_URL: z.url().default('https://api-m.sandbox.paypal.com'),
    PAYPAL_CLIENT_ID: optionalString,
    PAYPAL_CLIENT_SECRET: optionalString,
    /** The platform's PayPal merchant id, sent as the order's payee; unset = the API account itself. */
    PAYPAL_MERCHANT_ID: optionalString,
    PAYPAL_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    /** Days after a sale during which its buyer may ask for a refund (the last moment included). */
    REFUND_WINDOW_DAYS: z.coerce.number().int().positive().max(3650).default(30),
    /** How long an order made with a discount code holds one of its uses before it is paid. */
    DISCOUNT_HOLD_MINUTES: z.coerce.number().int().positive().max(1440).default(30),
    /** How often the refund worker settles refunds the provider has not answered yet. */
    REFUND_POLL_MS: z.coerce.number().int().positive().default(5000),
    /** How mail leaves: log (the embedded default: written to the log, kept in the outbox), brevo or smtp. */
    MAIL_PROVIDER: z.enum(['log', 'brevo', 'smtp']).default('log'),
    BREVO_API_URL: z.url().default('https://api.brevo.com/v3'),
    BREVO_API_KEY: optionalString,
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    /** The sender of every e-mail. */
    MAIL_FROM: z.email().default('no-reply@vitrina.app'),
    /** The site owner, who receives the custom app requests (default: ADMIN_EMAIL, else MAIL_FROM). */
    MAIL_TO: optionalString.pipe(z.email().optional()),
    MAIL_POLL_MS: z.coerce.number().int().positive().default(2000),
    /** First retry after this long; each next one waits twice as long (at most an hour). */
    MAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(10_000),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(12),
    MAIL_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    /** Custom app requests one client address may send per hour. */
    RATE_LIMIT_REQUEST_MAX: z.coerce.number().int().positive().default(5),
    /** How long an anonymous catalogue read may be answered from memory (0 = never). Writes clear it at once. */
    PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
    PUBLIC_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(2000),
    /** The bytes the public read cache keeps at most (an answer counts twice its body's size). */
    PUBLIC_CACHE_MAX_BYTES: z.coerce.number().int().positive().default(268_435_456),
    PERSONAL_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
    TRUST_PROXY: booleanFlag.default(false),
    /**
     * Each hosted app's own origin; {slug} is replaced by the app's slug and {PORT} by PORT. In
     * production a registrable domain of its own (https://{slug}.example-apps.net), never one that
     * shares cookies with the main site.
     */
    APPS_ORIGIN: z
      .string()
      .default('http://{slug}.apps.localhost:{PORT}')
      .refine((value) => value.includes('{slug}'), 'must contain {slug}')
      .refine(
        (value) => /^https?:\/\/[^/]*\{slug\}[^/]*$/.test(value),
        'must be http(s)://…{slug}… with no path',
      ),
    /** Signs launch tokens and app cookies (32+ characters); required with DATABASE_URL. */
    APP_TOKEN_SECRET: optionalString.pipe(z.string().min(32).optional()),
    /** How long opening a paid app keeps it open in that browser. */
    APP_SESSION_HOURS: z.coerce.number().positive().default(12),
    /** Where build files are kept: fs (under DATA_DIR) or s3 (any S3-compatible store). */
    BLOB_STORE: z.enum(['fs', 's3']).default('fs'),
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** A build's limits: files, one file's size and all files' size (MB). */
    BUILD_MAX_FILES: z.coerce.number().int().positive().default(2000),
    BUILD_MAX_FILE_MB: z.coerce.number().positive().default(25),
    BUILD_MAX_TOTAL_MB: z.coerce.number().positive().default(200),
    /** How often the worker looks for builds to import. */
    BUILD_POLL_MS: z.coerce.number().int().positive().default(1000),
    WEB_DIST_DIR: optionalString,
    /**
     * Webhooks may go to loopback addresses (127.0.0.0/8, ::1), over http too: for tests and local
     * development only; refused with NODE_ENV=production.
     */
    WEBHOOKS_ALLOW_LOOPBACK: booleanFlag.default(false),
    /** How often the webhook worker looks for deliveries due. */
    WEBHOOKS_POLL_MS: z.coerce.number().int().positive().default(1000),
    /** Time allowed for one delivery (connect, send, answer). */
    WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(10_000),
    /**
     * The Prometheus metrics' own port (never the main one); unset: no metrics server. 0 picks a
     * free port (tests).
     */
    METRICS_PORT: optionalString
      .transform((value) => (value === undefined ? undefined : Number(value)))
      .pipe(z.number().int().min(0).max(65535).optional()),
    /** The address the metrics server listens on: the loopback unless a scraper elsewhere needs it. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** When set, a scrape must send `Authorization: Bearer <token>` (16+ characters). */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => Boolean(env.PAYPAL_CLIENT_ID) === Boolean(env.PAYPAL_CLIENT_SECRET), {
    message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together',
    path: ['PAYPAL_CLIENT_SECRET'],
  })
  .refine((env) => env.PAYMENT_PROVIDER !== 'paypal' || Boolean(env.PAYPAL_CLIENT_ID), {
    message: 'PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    path: ['PAYMENT_PROVIDER'],
  })
  .refine((env) => env.MAIL_PROVIDER !== 'brevo' || Boolean(env.BREVO_API_KEY), {
    message: 'MAIL_PROVIDER=brevo needs BREVO_API_KEY',
    path: ['BREVO_API_KEY'],
  })
  .refine((env) => env.MAIL_PROVIDER !== 'smtp' || Boolean(env.SMTP_URL), {
    message: 'MAIL_PROVIDER=smtp needs SMTP_URL',
    path: ['SMTP_URL'],
  })
  .refine((env) => env.BLOB_STORE !== 's3' || Boolean(env.S3_BUCKET), {
    message: 'BLOB_STORE=s3 needs S3_BUCKET',
    path: ['S3_BUCKET'],
  })
  .refine((env) => !env.DATABASE_URL || Boolean(env.APP_TOKEN_SECRET), {
    message: 'APP_TOKEN_SECRET (32+ characters) is required with DATABASE_URL: every server must sign alike',
    path: ['APP_TOKEN_SECRET'],
  })
  .refine((env) => !(env.WEBHOOKS_ALLOW_LOOPBACK && env.NODE_ENV === 'production'), {
    message: 'WEBHOOKS_ALLOW_LOOPBACK is for tests and local development: never with NODE_ENV=production',
    path: ['WEBHOOKS_ALLOW_LOOPBACK'],
  })
  .refine(
    (env) => env.METRICS_PORT === undefined || env.METRICS_PORT === 0 || env.METRICS_PORT !== env.PORT,
    {
      message: 'METRICS_PORT must differ from PORT: metrics are never served on the main origin',
      path: ['METRICS_PORT'],
    },
  )
  .refine((env) => !env.ADMIN_PASSWORD || env.ADMIN_PASSWORD.length >= 8, {
    message: 'ADMIN_PASSWORD must be at least 8 characters',
    path: ['ADMIN_PASSWORD'],
  });

export type TEnv = z.infer<typeof ZEnv>;

/** The application's configuration: the environment parsed once, with derived defaults applied. */
export type TConfig = Omit<TEnv, 'DEMO_DATA' | 'PAYMENT_PROVIDER' | 'MAIL_TO'> & {
  DEMO_DATA: boolean;
  PAYMENT_PROVIDER: 'paypal' | 'sandbox';
  MAIL_TO: string;
};

/** Parses the environment (defaults to process.env); throws a readable error on bad values. */
export function loadConfig(source: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // Demo data is on by default only for the embedded database, never silently in production.
  return {
    ...env,
    DEMO_DATA: env.DEMO_DATA ?? !env.DATABASE_URL,
    // Real PayPal only when it is configured; otherwise the embedded test-mode sandbox.
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? (env.PAYPAL_CLIENT_ID ? 'paypal' : 'sandbox'),
    MAIL_TO: env.MAIL_TO ?? env.ADMIN_EMAIL ?? env.MAIL_FROM,
  };
}
