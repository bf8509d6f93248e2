// After `npm run build` (web layer + `cap sync`): the committed Android and iOS projects must be
// exactly what the sync leaves, so a plugin or configuration change is never half committed.
// Compared with git's index, which on a fresh clone is the commit.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const git = (...args) => execFileSync('git', args, { cwd: appDir, encoding: 'utf8' }).trim();
const changed = git('diff', '--name-status', '--', 'android', 'ios');
const added = git('ls-files', '--others', '--exclude-standard', '--', 'android', 'ios');
if (changed || added) {
  console.error('cap sync changed the committed native projects:');
  if (changed) console.error(changed);
  if (added) console.error(added.replace(/^/gm, '??\t'));
  if (changed) console.error(git('diff', '--', 'android', 'ios'));
  console.error(
    'Run `npm run build -w apps/mobile` and commit apps/mobile/android and apps/mobile/ios.',
  );
  process.exit(1);
}
console.log('The native projects are what cap sync makes of them.');
