import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readOrCreateDevelopmentSecret } from '@padel/http';

// The only module of the gateway that reads the environment.

/** What production must be told; development makes its own session secret in the data folder. */
const REQUIRED_IN_PRODUCTION = ['SESSION_SECRET', 'API_URL'] as const;
const here = path.dirname(fileURLToPath(import.meta.url));

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    GATEWAY_HOST: z.string().default('0.0.0.0'),
    API_URL: z.url({ message: 'must be a URL such as http://127.0.0.1:4000' }).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
    ALLOWED_ORIGINS: z
      .string()
      .default('http://localhost:3000,http://127.0.0.1:3000,http://localhost:5173')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    DATA_DIR: z.string().default('.data'),
    WEB_DIST_DIR: z.string().default(path.resolve(here, '../../web/dist')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).default(128),
    TRUST_PROXY: z.string().optional(),
    // The players' app, for the files that let it open the product's links (app-links.ts).
    APP_LINKS_ANDROID_PACKAGE: z
      .string()
      .regex(
        /^[a-zA-Z]\w*(\.[a-zA-Z]\w*)+$/,
        'must be an Android package name such as pk.padel.app',
      )
      .optional(),
    APP_LINKS_ANDROID_CERT_SHA256: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim().toUpperCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/,
              "must be the signing certificates' SHA-256 fingerprints (AB:CD:…), separated by commas",
            ),
        ),
      ),
    APP_LINKS_IOS_APP_ID: z
      .string()
      .regex(
        /^[A-Z0-9]{10}\.[\w.-]+$/,
        'must be the team id and bundle id, such as ABCDE12345.pk.padel.app',
      )
      .optional(),
    CHECK_ANSWERS: z
      .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
    }
  });

// In front of several api instances: the secret that makes the api believe the client address
// the gateway passes on (the same GATEWAY_SECRET on both).
const ZInstancesEnv = z.object({
  GATEWAY_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(32, 'must be at least 32 characters long').optional()),
});

function buildInstancesConfig(env: z.infer<typeof ZInstancesEnv>) {
  return { gatewaySecret: env.GATEWAY_SECRET };
}

export type GatewayConfig = ReturnType<typeof buildConfig> &
  ReturnType<typeof buildInstancesConfig>;

function buildConfig(env: z.infer<typeof ZEnv>) {
  const isProduction = env.NODE_ENV === 'production';
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    port: env.GATEWAY_PORT,
    host: env.GATEWAY_HOST,
    apiUrl: (env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, ''),
    sessionSecret:
      env.SESSION_SECRET ??
      readOrCreateDevelopmentSecret(path.resolve(env.DATA_DIR), 'session-secret'),
    /** `__Host-` demands Secure, which plain-http development cannot send; production uses it. */
    cookieName: isProduction ? '__Host-padel_session' : 'padel_session',
    cookieSecure: isProduction,
    allowedOrigins: env.ALLOWED_ORIGINS,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    logLevel: env.LOG_LEVEL,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    upstreamConnections: env.UPSTREAM_CONNECTIONS,
    trustProxy: env.TRUST_PROXY,
    /**
     * Whether the api's answers are parsed with the catalogue's schemas before they are passed on:
     * yes in development and tests (a drift from the contract fails there), no in production,
     * where the api has already answered from the same catalogue and the parse would cost every
     * request. CHECK_ANSWERS overrides it either way.
     */
    checkAnswers: env.CHECK_ANSWERS ?? !isProduction,
    appLinks: {
      androidPackage: env.APP_LINKS_ANDROID_PACKAGE,
      androidCertFingerprints: env.APP_LINKS_ANDROID_CERT_SHA256,
      iosAppId: env.APP_LINKS_IOS_APP_ID,
    },
  };
}

export class GatewayConfigError extends Error {}

export function loadGatewayConfig(
  env: Record<string, string | undefined> = process.env,
): GatewayConfig {
  const parsed = ZEnv.safeParse(env);
  const instances = ZInstancesEnv.safeParse(env);
  if (!parsed.success || !instances.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(instances.error?.issues ?? [])];
    throw new GatewayConfigError(
      `Invalid configuration:\n${issues.map((i) => `  - ${i.path.join('.')} ${i.message}`).join('\n')}`,
    );
  }
  return { ...buildConfig(parsed.data), ...buildInstancesConfig(instances.data) };
}
