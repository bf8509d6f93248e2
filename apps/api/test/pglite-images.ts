// vitest's global setup for the projects whose test files open PGlite databases (the api's and
// the gateway's). PGlite's initdb and the migrations take seconds for each database (tens on a busy
// machine); this runs them once before the files start and keeps both states as files, an empty
// database and a migrated one, which every test file opens as its own copy in memory.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '@padel/db';

export type PgliteImages = { empty: string; migrated: string };

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImages: PgliteImages;
  }
}

async function saveImage(database: DatabaseHandle, file: string): Promise<string> {
  const image = await database.dumpDataDir!();
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  return file;
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'padel-pglite-images-'));
  const database = await openDatabase({ engine: 'pglite' });
  try {
    const empty = await saveImage(database, path.join(folder, 'empty.tar'));
    await database.migrate();
    const migrated = await saveImage(database, path.join(folder, 'migrated.tar'));
    project.provide('pgliteImages', { empty, migrated });
  } finally {
    await database.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
