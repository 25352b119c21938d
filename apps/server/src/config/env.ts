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
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
    SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
    /** The platform's commission on each sale (0.10 = 10 %). */
    COMMISSION_RATE: z.coerce.number().min(0).max(1).default(0.1),
    RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_AUTH_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
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
    TRUST_PROXY: booleanFlag.default(false),
    WEB_DIST_DIR: optionalString,
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
  .refine((env) => !env.ADMIN_PASSWORD || env.ADMIN_PASSWORD.length >= 8, {
    message: 'ADMIN_PASSWORD must be at least 8 characters',
    path: ['ADMIN_PASSWORD'],
  });

export type TEnv = z.infer<typeof ZEnv>;

/** The application's configuration: the environment parsed once, with derived defaults applied. */
export type TConfig = Omit<TEnv, 'DEMO_DATA' | 'PAYMENT_PROVIDER'> & {
  DEMO_DATA: boolean;
  PAYMENT_PROVIDER: 'paypal' | 'sandbox';
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
  };
}
