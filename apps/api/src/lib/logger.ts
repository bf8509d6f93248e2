import pino, { type DestinationStream, type Logger } from 'pino';

// Secrets never reach a log line: passwords, codes, tokens, cookies, Authorization and
// JazzCash credentials are redacted wherever they appear in a logged object.
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'otp',
  'code',
  'token',
  'accessToken',
  'refreshToken',
  'cnic',
  'pp_Password',
  'pp_SecureHash',
  'pp_MerchantMPIN',
  'pp_CNIC',
  'integritySalt',
  'mpin',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: { service: 'api' },
    },
    destination,
  );
}
