// Import circles between FOLDERS (README: Architecture). dependency-cruiser's `no-circular` sees
// circles between files; two folders can still lean on each other through different files
// (a/x -> b/y and b/z -> a/w). This collapses the file graph to the top-level folders of a source
// directory (its root files count as one more node, "(root)") and fails on any circle. Test files
// are left out: a test may drive the whole app from any folder.
//
//   node scripts/folder-cycles.mjs apps/api/src [more source directories]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT_NODE = '(root)';
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** The top-level folder of `file` under `sourceDir` ('(root)' for its own files), or undefined outside it. */
export function folderOf(sourceDir, file) {
  const prefix = sourceDir.replace(/\/+$/, '') + '/';
  if (!file.startsWith(prefix)) return undefined;
  const rest = file.slice(prefix.length);
  const slash = rest.indexOf('/');
  return slash === -1 ? ROOT_NODE : rest.slice(0, slash);
}

/**
 * The folder graph of dependency-cruiser's modules (`{source, dependencies: [{resolved}]}`):
 * for each pair of folders, the file imports that make its arrow.
 */
export function folderGraph(sourceDir, modules) {
  /** @type {Map<string, Map<string, string[]>>} */
  const graph = new Map();
  for (const module of modules) {
    if (TEST_FILE.test(module.source)) continue;
    const from = folderOf(sourceDir, module.source);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const dependency of module.dependencies ?? []) {
      const to = folderOf(sourceDir, dependency.resolved);
      if (!to || to === from) continue;
      const arrows = graph.get(from);
      if (!arrows.has(to)) arrows.set(to, []);
      arrows.get(to).push(`${module.source} -> ${dependency.resolved}`);
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

/** One line per arrow inside a circle, with the file imports that make it. */
export function describeCycles(graph, cycles) {
  const lines = [];
  for (const group of cycles) {
    lines.push(`circle between folders: ${group.join(', ')}`);
    for (const from of group) {
      for (const [to, imports] of graph.get(from) ?? []) {
        if (!group.includes(to)) continue;
        lines.push(`  ${from} -> ${to}: ${imports.slice(0, 3).join('; ')}`);
      }
    }
  }
  return lines;
}

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** dependency-cruiser's modules for the source directories, run in `cwd` with its `.dependency-cruiser.cjs`. */
export function cruise(sourceDirs, { cwd = REPO } = {}) {
  const output = execFileSync(
    process.execPath,
    [
      path.join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
      ...sourceDirs,
    ],
    { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  );
  return JSON.parse(output).modules;
}

/** The check of every source directory: whether it passed and what to print. */
export function checkFolders(sourceDirs, options) {
  const modules = cruise(sourceDirs, options);
  const lines = [];
  let ok = true;
  for (const sourceDir of sourceDirs) {
    const graph = folderGraph(sourceDir, modules);
    const cycles = folderCycles(graph);
    if (cycles.length > 0) {
      ok = false;
      lines.push(...describeCycles(graph, cycles));
    } else {
      lines.push(`${sourceDir}: no import circles between its ${graph.size} folders`);
    }
  }
  return { ok, lines };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const sourceDirs = process.argv.slice(2);
  if (sourceDirs.length === 0) {
    console.error('usage: node scripts/folder-cycles.mjs <source directory>...');
    process.exit(2);
  }
  const { ok, lines } = checkFolders(sourceDirs);
  (ok ? console.log : console.error)(lines.join('\n'));
  process.exit(ok ? 0 : 1);
}
