// Where a V8 CPU profile (node --cpu-prof) spent its busy time: self time by function and by package.
// Run: npx tsx bench/gateway/profile-summary.ts <file.cpuprofile> [rows]
import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** 'node_modules/@trpc/server/…' as '@trpc/server'; our bundle as 'gateway'; Node's own as 'node'. */
function packageOf(url: string): string {
  if (!url) return '(vm)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules?.[1]) return inModules[1];
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/dist/')) return 'gateway bundle';
  return url;
}

export function summarizeProfile(file: string, rows = 25): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, micros] of selfMicros) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    // Waiting for work is not work: shares are of the time the process was busy.
    if (frame.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    total += micros;
    const file = frame.url.split('/').slice(-2).join('/');
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const pkg = packageOf(frame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  }
  const share = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
  const top = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([name, micros]) => `${share(micros)}  ${name}`)
      .join('\n');
  return `Self time while busy: ${(total / 1e6).toFixed(1)} s (idle ${(idle / 1e6).toFixed(1)} s); native frames (writev, the garbage collector) hold system time too\n\nBy package:\n${top(byPackage)}\n\nBy function:\n${top(byFunction)}`;
}

if (process.argv[1]?.endsWith('profile-summary.ts')) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: tsx bench/gateway/profile-summary.ts <file.cpuprofile> [rows]');
    process.exit(1);
  }
  console.log(summarizeProfile(file, Number(process.argv[3] ?? 25)));
}
