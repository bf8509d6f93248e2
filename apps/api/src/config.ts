import path from 'node:path';
import { z } from 'zod';
import { API_BASE_PATH, ENDPOINTS } from '@padel/contract';

// The only module that reads the environment (STYLE: configuration).

const DEV_JWT_SECRET = 'development-only-secret-do-not-use-in-production-0123456789';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = optionalString.pipe(
  z.url({ message: 'must be a URL (for example http://localhost:3000)' }).optional(),
);

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_PORT: port(4000),
    API_HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().default('.data'),
    UPLOAD_DIR: optionalString,
    JWT_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters long').optional(),
    ),
    ADMIN_EMAIL: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(8, 'must be at least 8 characters long').optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Padel Arena <no-reply@padel.local>'),
    CORS_ORIGINS: z
      .string()
      .default('http://localhost:3000,http://localhost:5173')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    PUBLIC_WEB_URL: optionalUrl.transform((v) => v ?? 'http://localhost:3000'),
    PUBLIC_API_URL: optionalUrl.transform((v) => v ?? undefined),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    BODY_LIMIT: z.string().default('100kb'),
    TRUST_PROXY: z.string().optional(),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(50),
    JAZZCASH_MERCHANT_ID: z.string().default('MC_SANDBOX'),
    JAZZCASH_PASSWORD: z.string().default('sandbox-password'),
    JAZZCASH_INTEGRITY_SALT: z.string().default('sandbox-salt'),
    JAZZCASH_MPIN: z.string().default('1234'),
    JAZZCASH_RETURN_URL: optionalUrl,
    JAZZCASH_CARD_PAGE_URL: optionalUrl,
    JAZZCASH_API_BASE_URL: optionalUrl,
    JAZZCASH_SANDBOX_PORT: port(4100),
    JAZZCASH_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
  });

// Several instances behind a gateway: where rate limits are counted, whose address a request
// is from, and whether this instance migrates the database when it starts.
const ZInstancesEnv = z.object({
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('padel'),
  GATEWAY_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  MIGRATE_ON_START: z.enum(['true', 'false']).optional(),
});

function buildInstancesConfig(env: z.infer<typeof ZInstancesEnv>, nodeEnv: string) {
  return {
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
    gatewaySecret: env.GATEWAY_SECRET,
    /** Development migrates and seeds at start; production leaves it to `npm run db:migrate`. */
    migrateOnStart: env.MIGRATE_ON_START
      ? env.MIGRATE_ON_START === 'true'
      : nodeEnv !== 'production',
  };
}

export type Config = ReturnType<typeof buildConfig> & ReturnType<typeof buildInstancesConfig>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function buildConfig(env: z.infer<typeof ZEnv>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const sandboxUrl = `http://127.0.0.1:${env.JAZZCASH_SANDBOX_PORT}`;
  const publicApiUrl = env.PUBLIC_API_URL ?? `http://localhost:${env.API_PORT}`;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.API_PORT,
    host: env.API_HOST,
    database: env.DATABASE_URL
      ? ({ engine: 'postgres', url: env.DATABASE_URL, poolSize: env.DB_POOL_SIZE } as const)
      : ({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') } as const),
    dataDir,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    jwtSecret: env.JWT_SECRET ?? DEV_JWT_SECRET,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    corsOrigins: env.CORS_ORIGINS,
    publicWebUrl: env.PUBLIC_WEB_URL.replace(/\/$/, ''),
    publicApiUrl: publicApiUrl.replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    authRateLimit: env.AUTH_RATE_LIMIT,
    jazzcash: {
      merchantId: env.JAZZCASH_MERCHANT_ID,
      password: env.JAZZCASH_PASSWORD,
      integritySalt: env.JAZZCASH_INTEGRITY_SALT,
      mpin: env.JAZZCASH_MPIN,
      returnUrl:
        env.JAZZCASH_RETURN_URL ??
        `${publicApiUrl}${API_BASE_PATH}${ENDPOINTS['payments.jazzCashReturn'].path}`,
      cardPageUrl:
        env.JAZZCASH_CARD_PAGE_URL ??
        `${sandboxUrl}/CustomerPortal/transactionmanagement/merchantform/`,
      apiBaseUrl: env.JAZZCASH_API_BASE_URL ?? sandboxUrl,
      sandboxPort: env.JAZZCASH_SANDBOX_PORT,
      timeoutMs: env.JAZZCASH_TIMEOUT_MS,
    },
  };
}

/** Reads and validates the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  const instances = ZInstancesEnv.safeParse(env);
  if (!parsed.success || !instances.success) {
    throw new ConfigError(
      [...(parsed.error?.issues ?? []), ...(instances.error?.issues ?? [])].map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  return {
    ...buildConfig(parsed.data),
    ...buildInstancesConfig(instances.data, parsed.data.NODE_ENV),
  };
}
