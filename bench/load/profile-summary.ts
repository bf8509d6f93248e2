// Summarises the V8 CPU profiles (.cpuprofile, written by node --cpu-prof) in a folder: the
// functions and the packages with the most self time, over every profile there (one per api
// process). `tsx bench/load/profile-summary.ts <folder>` prints it for a folder on its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a function lives: a package, a file of this repository, or V8's own bookkeeping. */
function areaOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName || '(native)';
  const modules = frame.url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = frame.url.slice(modules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? frame.url);
  }
  if (frame.url.startsWith('node:')) return 'node internals';
  const repo = frame.url.match(/\/(apps|packages)\/([^/]+)\/(?:src|dist)\/(.*)$/);
  return repo ? `${repo[1]}/${repo[2]}: ${repo[3]}` : frame.url;
}

const label = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : ''}`.trim();

/** Self time (ms) by function and by area, summed over the profiles in `folder`. */
export function summariseProfiles(folder: string) {
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let total = 0;
  const files = readdirSync(folder).filter((file) => file.endsWith('.cpuprofile'));
  for (const file of files) {
    const profile = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const frame = nodes.get(id)?.callFrame;
      const ms = (profile.timeDeltas[index] ?? 0) / 1000;
      if (!frame) return;
      total += ms;
      const name = label(frame);
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
      const area = areaOf(frame);
      byArea.set(area, (byArea.get(area) ?? 0) + ms);
    });
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  return { files: files.length, total, functions: top(byFunction, 20), areas: top(byArea, 15) };
}

export function printProfileSummary(folder: string) {
  const summary = summariseProfiles(folder);
  const busy = summary.total;
  const line = ([name, ms]: [string, number]) =>
    console.log(
      `  ${ms.toFixed(0).padStart(7)} ms ${((ms / busy) * 100).toFixed(1).padStart(5)} %  ${name}`,
    );
  console.log(
    `\nCPU profile: ${summary.files} file(s) in ${folder}, ${(busy / 1000).toFixed(1)} s sampled (idle included)`,
  );
  console.log('self time by package or file:');
  summary.areas.forEach(line);
  console.log('self time by function:');
  summary.functions.forEach(line);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: tsx bench/load/profile-summary.ts <folder>');
  printProfileSummary(folder);
}
