import { randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A development secret, made at random on the data folder's first start and kept there
 * (`<data folder>/secrets/<name>`, readable by its owner only): tokens outlive a restart, yet no
 * two data folders and no copy of the code share one. Production is given its secrets instead.
 * Processes starting at once agree: the file appears whole (a hard link) and the first one wins.
 */
export function readOrCreateDevelopmentSecret(dataDir: string, name: string): string {
  const folder = path.join(dataDir, 'secrets');
  const file = path.join(folder, name);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const draft = path.join(folder, `.${name}.${randomUUID()}`);
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(`${file} holds fewer than 32 characters; delete it and a new secret is made`);
  }
  return secret;
}
