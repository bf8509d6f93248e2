// After `npm run build` (web layer + `cap sync`): the committed Android and iOS projects must be
// exactly what the sync leaves, so a plugin or configuration change is never half committed.
import { execFileSync } from 'node:child_process';

const changes = execFileSync('git', ['status', '--porcelain', '--', 'android', 'ios'], {
  encoding: 'utf8',
}).trim();
if (changes) {
  console.error('cap sync changed the committed native projects:\n' + changes);
  console.error(execFileSync('git', ['diff', '--', 'android', 'ios'], { encoding: 'utf8' }));
  console.error(
    'Run `npm run build -w apps/mobile` and commit apps/mobile/android and apps/mobile/ios.',
  );
  process.exit(1);
}
console.log('Native projects are up to date with cap sync.');
