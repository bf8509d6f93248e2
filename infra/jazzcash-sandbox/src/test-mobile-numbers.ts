/**
 * Wallet numbers that choose the sandbox's answer to DoMWalletTransaction (see README.md).
 * Any other valid number (03 and 9 digits) is charged successfully.
 */
export const TEST_MOBILE_NUMBERS = {
  /** 000: paid. */
  success: '03123456789',
  /** 004: refused for low balance. */
  lowBalance: '03000000001',
  /** 157: pending; a status inquiry later finds it Completed. */
  pending: '03000000002',
  /** No answer in time: held past `walletTimeoutMs`, then 058 (timed out). */
  timeout: '03000000003',
} as const;
