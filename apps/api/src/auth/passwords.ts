import argon2 from 'argon2';

// OWASP's argon2id parameters: 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no stored hash it still spends the same time, so timing tells nothing. */
export async function verifyPassword(hash: string | null | undefined, password: string) {
  if (!hash) {
    dummyHash ??= argon2.hash('no-such-account-password', OPTIONS);
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
