import path from 'node:path';
import { z } from 'zod';
import { API_BASE_PATH, ENDPOINTS, REQUEST_BODY_LIMIT_BYTES } from '@padel/contract';
import { readOrCreateDevelopmentSecret } from '@padel/http';

// The only module that reads the environment (STYLE: configuration).

/**
 * What production must be told; nothing of these has a default there. Development makes its
 * own secrets (kept in the data folder) and talks to the local JazzCash sandbox.
 */
const REQUIRED_IN_PRODUCTION = [
  'DATABASE_URL',
  'JWT_SECRET',
  'SMTP_URL',
  'PUBLIC_WEB_URL',
  'PUBLIC_API_URL',
  'JAZZCASH_MERCHANT_ID',
  'JAZZCASH_PASSWORD',
  'JAZZCASH_INTEGRITY_SALT',
  'JAZZCASH_MPIN',
  'JAZZCASH_CARD_PAGE_URL',
  'JAZZCASH_API_BASE_URL',
] as const;

/** The local sandbox's published test credentials: development only, refused in production. */
const JAZZCASH_SANDBOX_CREDENTIALS = {
  merchantId: 'MC_SANDBOX',
  password: 'sandbox-password',
  integritySalt: 'sandbox-salt',
  mpin: '1234',
} as const;

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
    PUBLIC_WEB_URL: optionalUrl,
    PUBLIC_API_URL: optionalUrl,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    BODY_LIMIT: z.string().default(String(REQUEST_BODY_LIMIT_BYTES)),
    TRUST_PROXY: z.string().optional(),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(50),
    JAZZCASH_MERCHANT_ID: optionalString,
    JAZZCASH_PASSWORD: optionalString,
    JAZZCASH_INTEGRITY_SALT: optionalString,
    JAZZCASH_MPIN: optionalString,
    JAZZCASH_RETURN_URL: optionalUrl,
    JAZZCASH_CARD_PAGE_URL: optionalUrl,
    JAZZCASH_API_BASE_URL: optionalUrl,
    JAZZCASH_SANDBOX_PORT: port(4100),
    JAZZCASH_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    WHATSAPP_ACCESS_TOKEN: optionalString,
    WHATSAPP_PHONE_NUMBER_ID: optionalString.pipe(
      z
        .string()
        .regex(/^\d{1,30}$/, 'must be the numeric phone number id')
        .optional(),
    ),
    WHATSAPP_APP_SECRET: optionalString,
    WHATSAPP_VERIFY_TOKEN: optionalString,
    WHATSAPP_API_BASE_URL: optionalUrl,
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().min(2).max(10).default('en'),
    // The language code the Urdu templates are registered under (the English one is above).
    WHATSAPP_TEMPLATE_LANGUAGE_UR: z.string().trim().min(2).max(10).default('ur'),
    REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    OUTBOX_DRAIN_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  })
  .superRefine((env, ctx) => {
    // WhatsApp is off unless its three settings are given, and then all three are needed.
    const whatsapp = [
      'WHATSAPP_ACCESS_TOKEN',
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_APP_SECRET',
    ] as const;
    if (whatsapp.some((name) => env[name]) && !whatsapp.every((name) => env[name])) {
      for (const name of whatsapp.filter((n) => !env[n])) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when WhatsApp is configured',
        });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
    }
    const sandboxValues: [keyof typeof env, string][] = [
      ['JAZZCASH_PASSWORD', JAZZCASH_SANDBOX_CREDENTIALS.password],
      ['JAZZCASH_INTEGRITY_SALT', JAZZCASH_SANDBOX_CREDENTIALS.integritySalt],
    ];
    sandboxValues.push(
      ['WHATSAPP_ACCESS_TOKEN', WHATSAPP_SANDBOX_CREDENTIALS.accessToken],
      ['WHATSAPP_APP_SECRET', WHATSAPP_SANDBOX_CREDENTIALS.appSecret],
    );
    for (const [name, sandboxValue] of sandboxValues) {
      if (env[name] === sandboxValue) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: "is the local sandbox's; production needs the venue's own",
        });
      }
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

// Social sign-in: a provider is on when its credentials are given. OIDC_SANDBOX_URL points every
// provider at the local OpenID Connect sandbox instead of the real one (development only).
const ZSocialSignInEnv = z
  .object({
    NODE_ENV: z.string().optional(),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    MICROSOFT_CLIENT_ID: optionalString,
    MICROSOFT_CLIENT_SECRET: optionalString,
    APPLE_CLIENT_ID: optionalString,
    APPLE_TEAM_ID: optionalString,
    APPLE_KEY_ID: optionalString,
    /** The .p8 key's text (PKCS#8 PEM); `\n` may stand for line breaks in one-line settings. */
    APPLE_PRIVATE_KEY: optionalString.transform((v) => v?.replace(/\\n/g, '\n')),
    OIDC_SANDBOX_URL: optionalUrl,
  })
  .superRefine((env, ctx) => {
    const groups: Array<readonly (keyof typeof env)[]> = [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
      ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
    ];
    for (const group of groups) {
      const given = group.filter((name) => env[name]);
      if (given.length === 0 || given.length === group.length) continue;
      for (const name of group) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `is required with ${given.join(', ')}`,
          });
        }
      }
    }
    if (env.APPLE_PRIVATE_KEY && !env.APPLE_PRIVATE_KEY.includes('BEGIN PRIVATE KEY')) {
      ctx.addIssue({
        code: 'custom',
        path: ['APPLE_PRIVATE_KEY'],
        message: 'must be the .p8 key (-----BEGIN PRIVATE KEY-----)',
      });
    }
    if (env.NODE_ENV === 'production' && env.OIDC_SANDBOX_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_SANDBOX_URL'],
        message: 'is the local sign-in sandbox; production signs in with the real providers',
      });
    }
  });

function buildSocialSignInConfig(env: z.infer<typeof ZSocialSignInEnv>) {
  return {
    socialSignIn: {
      sandboxUrl: env.OIDC_SANDBOX_URL?.replace(/\/$/, ''),
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
          : undefined,
      microsoft:
        env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET
          ? { clientId: env.MICROSOFT_CLIENT_ID, clientSecret: env.MICROSOFT_CLIENT_SECRET }
          : undefined,
      apple:
        env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
          ? {
              clientId: env.APPLE_CLIENT_ID,
              teamId: env.APPLE_TEAM_ID,
              keyId: env.APPLE_KEY_ID,
              privateKey: env.APPLE_PRIVATE_KEY,
            }
          : undefined,
    },
  };
}

export type SocialSignInConfig = ReturnType<typeof buildSocialSignInConfig>['socialSignIn'];

export type Config = ReturnType<typeof buildConfig> &
  ReturnType<typeof buildInstancesConfig> &
  ReturnType<typeof buildSocialSignInConfig>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The local WhatsApp sandbox's constant secrets: development only, refused in production. */
export const WHATSAPP_SANDBOX_CREDENTIALS = {
  accessToken: 'sandbox-whatsapp-token',
  appSecret: 'sandbox-whatsapp-app-secret',
} as const;

/** The WhatsApp Business Cloud API's address (Graph API), unless another is configured. */
const WHATSAPP_GRAPH_API_URL = 'https://graph.facebook.com/v21.0';

/** WhatsApp's settings, or undefined: the channel is off unless configured. */
function whatsAppSettings(env: z.infer<typeof ZEnv>) {
  if (!env.WHATSAPP_ACCESS_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_APP_SECRET) {
    return undefined;
  }
  return {
    accessToken: env.WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: env.WHATSAPP_APP_SECRET,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN,
    apiBaseUrl: (env.WHATSAPP_API_BASE_URL ?? WHATSAPP_GRAPH_API_URL).replace(/\/$/, ''),
    /** The code each language's templates are registered under with WhatsApp. */
    templateLanguages: {
      en: env.WHATSAPP_TEMPLATE_LANGUAGE,
      ur: env.WHATSAPP_TEMPLATE_LANGUAGE_UR,
    },
    timeoutMs: 10_000,
  };
}

export type WhatsAppSettings = NonNullable<ReturnType<typeof whatsAppSettings>>;

/** JazzCash's settings: the environment's in production (checked above), else the sandbox's. */
function jazzCashSettings(env: z.infer<typeof ZEnv>, isProduction: boolean, publicApiUrl: string) {
  const sandboxUrl = `http://127.0.0.1:${env.JAZZCASH_SANDBOX_PORT}`;
  const sandbox = isProduction ? undefined : JAZZCASH_SANDBOX_CREDENTIALS;
  const given = (value: string | undefined, fallback: string | undefined) => {
    if (value) return value;
    if (fallback === undefined) throw new ConfigError(['JazzCash is not configured']);
    return fallback;
  };
  return {
    merchantId: given(env.JAZZCASH_MERCHANT_ID, sandbox?.merchantId),
    password: given(env.JAZZCASH_PASSWORD, sandbox?.password),
    integritySalt: given(env.JAZZCASH_INTEGRITY_SALT, sandbox?.integritySalt),
    mpin: given(env.JAZZCASH_MPIN, sandbox?.mpin),
    returnUrl:
      env.JAZZCASH_RETURN_URL ??
      `${publicApiUrl}${API_BASE_PATH}${ENDPOINTS['payments.jazzCashReturn'].path}`,
    cardPageUrl: given(
      env.JAZZCASH_CARD_PAGE_URL,
      sandbox && `${sandboxUrl}/CustomerPortal/transactionmanagement/merchantform/`,
    ),
    apiBaseUrl: given(env.JAZZCASH_API_BASE_URL, sandbox && sandboxUrl),
    timeoutMs: env.JAZZCASH_TIMEOUT_MS,
  };
}

function buildConfig(env: z.infer<typeof ZEnv>) {
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  const publicApiUrl = (env.PUBLIC_API_URL ?? `http://localhost:${env.API_PORT}`).replace(
    /\/$/,
    '',
  );
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    port: env.API_PORT,
    host: env.API_HOST,
    database: env.DATABASE_URL
      ? ({ engine: 'postgres', url: env.DATABASE_URL, poolSize: env.DB_POOL_SIZE } as const)
      : ({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') } as const),
    dataDir,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    jwtSecret: env.JWT_SECRET ?? readOrCreateDevelopmentSecret(dataDir, 'jwt-secret'),
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    corsOrigins: env.CORS_ORIGINS,
    publicWebUrl: (env.PUBLIC_WEB_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    publicApiUrl,
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    authRateLimit: env.AUTH_RATE_LIMIT,
    paymentSweepIntervalMs: env.PAYMENT_SWEEP_SECONDS * 1000,
    jazzcash: jazzCashSettings(env, isProduction, publicApiUrl),
    whatsapp: whatsAppSettings(env),
    reminderSweepIntervalMs: env.REMINDER_SWEEP_SECONDS * 1000,
    /** How often the outbox worker looks for due messages (besides the nudge after a write). */
    outboxDrainIntervalMs: env.OUTBOX_DRAIN_SECONDS * 1000,
  };
}

/** Reads and validates the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  const instances = ZInstancesEnv.safeParse(env);
  const socialSignIn = ZSocialSignInEnv.safeParse(env);
  if (!parsed.success || !instances.success || !socialSignIn.success) {
    throw new ConfigError(
      [
        ...(parsed.error?.issues ?? []),
        ...(instances.error?.issues ?? []),
        ...(socialSignIn.error?.issues ?? []),
      ].map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  return {
    ...buildConfig(parsed.data),
    ...buildInstancesConfig(instances.data, parsed.data.NODE_ENV),
    ...buildSocialSignInConfig(socialSignIn.data),
  };
}
