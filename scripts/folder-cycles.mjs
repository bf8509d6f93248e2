// Import circles between FOLDERS (README: Architecture). dependency-cruiser's `no-circular` sees
// circles between files; two folders can still lean on each other through different files
// (a/x -> b/y and b/z -> a/w). This collapses the file graph of each source directory to its
// folders and fails on any circle (Tarjan's strongly connected components).
//
// The folders, the nodes of the graph, of a source directory:
// - each first-level folder (`lib`, `http`, `bookings`);
// - except under `features/`, where each subfolder is a node of its own (`features/booking`): a
//   feature is a unit, `features` only holds them;
// - the files directly in the source directory together are one node, "(root)": the api's
//   composition root (main, server, app, services, ...) and the web's entries (main.tsx,
//   players-app.tsx, server-render.tsx). They sit on top and no folder imports them, so as one
//   node they make no false circle in either app (checked on the real trees), and one rule holds
//   for both. A file of a folder importing one of them does make a circle wherever the root
//   imports that folder, directly or not: that is an entry reached from below, worth failing on.
// Tests (`*.test.*`) and test helpers (any `/test/` folder) are left out, from either end of an
// import: a test may drive the whole app from any folder, and sits beside what it tests.
//
//   node scripts/folder-cycles.mjs <source directory>... [--json <dependency-cruiser JSON file>]
//
// One dependency-cruiser run (the repository's `.dependency-cruiser.cjs`) covers every source
// directory, unless a JSON result of an earlier run is given. For each circle it prints the
// folders and the file imports that make it, and exits 1 on any.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The node of the files directly in a source directory. */
export const ROOT_NODE = '(root)';

/** Folders whose subfolders are nodes of their own (a feature is a unit, `features` is not). */
const SPLIT_FOLDERS = ['features'];

/** Tests and their helpers: they sit beside what they test and may render or drive what uses it. */
export const TESTS = /(\.test\.[cm]?[jt]sx?$|\/test\/)/;

/**
 * The folder of `file` under `sourceDir` (forward slashes): `lib`, `features/booking`, '(root)'
 * for a file directly in it; undefined for a file outside it.
 */
export function folderOf(sourceDir, file) {
  const root = sourceDir.replace(/\\/g, '/').replace(/\/+$/, '');
  const normalized = file.replace(/\\/g, '/');
  if (!normalized.startsWith(`${root}/`)) return undefined;
  const parts = normalized.slice(root.length + 1).split('/');
  if (parts.length === 1) return ROOT_NODE;
  if (SPLIT_FOLDERS.includes(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/**
 * The folder graph of `sourceDir` from dependency-cruiser's modules
 * (`{source, dependencies: [{resolved}]}`): for each pair of folders, the file imports that make
 * its arrow. Tests and test helpers are left out.
 */
export function folderGraph(sourceDir, modules) {
  /** @type {Map<string, Map<string, string[]>>} */
  const graph = new Map();
  const node = (folder) => {
    if (!graph.has(folder)) graph.set(folder, new Map());
    return graph.get(folder);
  };
  for (const module of modules) {
    if (TESTS.test(module.source)) continue;
    const from = folderOf(sourceDir, module.source);
    if (!from) continue;
    const arrows = node(from);
    for (const { resolved } of module.dependencies ?? []) {
      if (TESTS.test(resolved)) continue;
      const to = folderOf(sourceDir, resolved);
      if (!to) continue;
      node(to);
      if (to === from) continue;
      if (!arrows.has(to)) arrows.set(to, []);
      arrows.get(to).push(`${module.source} -> ${resolved}`);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one folder (Tarjan): each is a circle. */
export function folderCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** For each circle, its folders, then each arrow inside it with the file imports that make it. */
export function describeCycles(sourceDir, graph, cycles) {
  const lines = [];
  for (const group of cycles) {
    lines.push(`${sourceDir}: circle between folders: ${group.join(', ')}`);
    for (const from of group) {
      for (const [to, imports] of graph.get(from) ?? []) {
        if (!group.includes(to)) continue;
        lines.push(`  ${from} -> ${to}`);
        for (const fileImport of imports) lines.push(`    ${fileImport}`);
      }
    }
  }
  return lines;
}

/**
 * dependency-cruiser's JSON result over the source directories (relative to `cwd`), with the
 * repository's config unless another is given. Rule violations are the other lint's business:
 * the result is read all the same (the tool then exits with their count).
 */
export function cruise(
  sourceDirs,
  { cwd = REPO, config = path.join(REPO, '.dependency-cruiser.cjs') } = {},
) {
  const bin = path.join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const args = [bin, '--config', config, '--output-type', 'json', ...sourceDirs];
  const options = { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 };
  try {
    return JSON.parse(execFileSync(process.execPath, args, options));
  } catch (error) {
    if (typeof error.stdout === 'string' && error.stdout.startsWith('{')) {
      return JSON.parse(error.stdout);
    }
    throw error;
  }
}

/** The check of every source directory over dependency-cruiser's modules: passed, and what to print. */
export function reportFolders(sourceDirs, modules) {
  const lines = [];
  let ok = true;
  for (const sourceDir of sourceDirs) {
    const graph = folderGraph(sourceDir, modules);
    const cycles = folderCycles(graph);
    if (cycles.length > 0) {
      ok = false;
      lines.push(...describeCycles(sourceDir, graph, cycles));
    } else {
      lines.push(`${sourceDir}: no import circles between its ${graph.size} folders`);
    }
  }
  return { ok, lines };
}

/** The check of every source directory, in one dependency-cruiser run (options as `cruise`). */
export function checkFolders(sourceDirs, options) {
  return reportFolders(sourceDirs, cruise(sourceDirs, options).modules);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values, positionals: sourceDirs } = parseArgs({
    options: { json: { type: 'string' } },
    allowPositionals: true,
  });
  if (sourceDirs.length === 0) {
    console.error(
      'usage: node scripts/folder-cycles.mjs <source directory>... [--json <dependency-cruiser JSON file>]',
    );
    process.exit(2);
  }
  const result = values.json ? JSON.parse(readFileSync(values.json, 'utf8')) : cruise(sourceDirs);
  const { ok, lines } = reportFolders(sourceDirs, result.modules);
  (ok ? console.log : console.error)(lines.join('\n'));
  process.exit(ok ? 0 : 1);
}
