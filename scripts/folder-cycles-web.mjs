// Import circles between folders, not files: the import graph of a source root collapsed to its
// folders (each first-level folder, and each folder under `features/` on its own), checked for
// circles. A file-level graph without circles can still run a feature into another and back; this
// catches that. `npm run lint:graph` runs it over apps/web/src (README: Architecture).
//
//   node scripts/folder-cycles-web.mjs <root dir> [<dependency-cruiser JSON file>]
//
// Without a JSON file it runs dependency-cruiser over the root with the repository's config.
// Tests and test helpers are left out (see TESTS).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders whose subfolders are folders of their own (a feature is a unit, `features` is not). */
const SPLIT_FOLDERS = ['features'];

/**
 * The folder a file belongs to, relative to `root` (forward slashes): `lib`, `features/booking`;
 * a file directly in the root is its own unit (`main.tsx`), and a file outside the root is none.
 */
export function folderOf(file, root) {
  const normalizedRoot = root.replace(/\\/g, '/').replace(/\/+$/, '');
  const normalized = file.replace(/\\/g, '/');
  if (!normalized.startsWith(`${normalizedRoot}/`)) return undefined;
  const parts = normalized.slice(normalizedRoot.length + 1).split('/');
  if (parts.length === 1) return parts[0];
  if (SPLIT_FOLDERS.includes(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** Tests and their helpers: they sit beside what they test and may render what uses it. */
export const TESTS = /(\.test\.[cm]?[jt]sx?$|\/test\/)/;

/** The folder graph: for each folder, the folders its files import (itself left out). */
export function folderGraph(edges, root, ignore = TESTS) {
  const graph = new Map();
  for (const { from, to } of edges) {
    if (ignore.test(from) || ignore.test(to)) continue;
    const source = folderOf(from, root);
    const target = folderOf(to, root);
    if (!source || !target) continue;
    if (!graph.has(source)) graph.set(source, new Set());
    if (!graph.has(target)) graph.set(target, new Set());
    if (source !== target) graph.get(source).add(target);
  }
  return graph;
}

/** The circles of a folder graph: its strongly connected parts of more than one folder (Tarjan). */
export function folderCycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const lowOf = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indexOf.set(node, index);
    lowOf.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        lowOf.set(node, Math.min(lowOf.get(node), lowOf.get(next)));
      } else if (onStack.has(next)) {
        lowOf.set(node, Math.min(lowOf.get(node), indexOf.get(next)));
      }
    }
    if (lowOf.get(node) === indexOf.get(node)) {
      const part = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1) cycles.push(part.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return cycles;
}

/** The imports (file to file) of dependency-cruiser's JSON result. */
export function edgesOf(cruiseResult) {
  return cruiseResult.modules.flatMap((module) =>
    module.dependencies.map((dependency) => ({ from: module.source, to: dependency.resolved })),
  );
}

/** For each circle, the imports that make it: which file of one folder imports which of another. */
export function importsWithin(cycle, edges, root, ignore = TESTS) {
  return edges.filter(({ from, to }) => {
    if (ignore.test(from) || ignore.test(to)) return false;
    const source = folderOf(from, root);
    const target = folderOf(to, root);
    return source !== target && cycle.includes(source) && cycle.includes(target);
  });
}

/**
 * dependency-cruiser's JSON result over `root` (relative to `cwd`), with the repository's config
 * unless another is given. Rule violations are the lint's business: the result is read all the
 * same (the tool then exits with their count).
 */
export function cruise(
  root,
  { cwd = REPO, config = path.join(REPO, '.dependency-cruiser.cjs') } = {},
) {
  const bin = path.join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const args = [bin, '--config', config, '--output-type', 'json', root];
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root, jsonFile] = process.argv.slice(2);
  if (!root) {
    console.error('usage: folder-cycles-web.mjs <root dir> [<dependency-cruiser JSON file>]');
    process.exit(2);
  }
  const result = jsonFile ? JSON.parse(readFileSync(jsonFile, 'utf8')) : cruise(root);
  const edges = edgesOf(result);
  const cycles = folderCycles(folderGraph(edges, root));
  if (cycles.length === 0) {
    console.log(`No import circles between the folders of ${root}.`);
  } else {
    for (const cycle of cycles) {
      console.error(`Folders importing each other in ${root}: ${cycle.join(', ')}`);
      for (const { from, to } of importsWithin(cycle, edges, root)) {
        console.error(`  ${from} -> ${to}`);
      }
    }
    process.exit(1);
  }
}
