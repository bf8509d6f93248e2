// vitest's global setup for the projects whose test files open PGlite databases (the api's and
// the gateway's). PGlite's initdb and the migrations take seconds for each database (tens on a busy
// machine); this runs them once before the files start, for every project of the run that opens
// them, and keeps both states as files, an empty database and a migrated one, which every test
// file opens as its own copy in memory.
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

/**
 * The images of this run, made once however many projects name this setup: vitest runs each
 * project's global setup in the one main process, so they meet here through `globalThis`. The
 * last project's teardown removes the files.
 */
type SharedImages = { images: Promise<{ folder: string } & PgliteImages>; users: number };
const SHARED = Symbol.for('padel.pgliteImages');
const shared = globalThis as typeof globalThis & { [SHARED]?: SharedImages };

async function makeImages(): Promise<{ folder: string } & PgliteImages> {
  const folder = mkdtempSync(path.join(tmpdir(), 'padel-pglite-images-'));
  const database = await openDatabase({ engine: 'pglite' });
  try {
    const empty = await saveImage(database, path.join(folder, 'empty.tar'));
    await database.migrate();
    const migrated = await saveImage(database, path.join(folder, 'migrated.tar'));
    return { folder, empty, migrated };
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject) {
  const run = (shared[SHARED] ??= { images: makeImages(), users: 0 });
  run.users += 1;
  const { folder, empty, migrated } = await run.images;
  project.provide('pgliteImages', { empty, migrated });
  return () => {
    run.users -= 1;
    if (run.users > 0) return;
    delete shared[SHARED];
    rmSync(folder, { recursive: true, force: true });
  };
}
