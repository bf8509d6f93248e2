// `npm run lint:openapi`: lints the generated OpenAPI document with Redocly CLI's recommended
// rules and fails on any problem, warnings included.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/openapi/openapi-document';

export type LintProblem = { ruleId: string; severity: string; message: string; pointer: string };

type RedoclyReport = {
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer: string }[];
  }[];
};

/** Every problem Redocly's recommended rules find in the document the api serves. */
export function lintOpenApi(): LintProblem[] {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'padel-openapi-'));
  try {
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(buildOpenApiDocument(), null, 2));
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const run = spawnSync(
      process.execPath,
      [cli, 'lint', '--extends', 'recommended', '--format', 'json', file],
      // A clean environment: no telemetry, no update check.
      {
        cwd: folder,
        encoding: 'utf8',
        env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const start = run.stdout.indexOf('{');
    if (start < 0) throw new Error(`redocly lint gave no report: ${run.stderr}`);
    const report = JSON.parse(run.stdout.slice(start)) as RedoclyReport;
    return report.problems.map((problem) => ({
      ruleId: problem.ruleId,
      severity: problem.severity,
      message: problem.message,
      pointer: problem.location[0]?.pointer ?? '',
    }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = lintOpenApi();
  for (const problem of problems) {
    console.log(`${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.pointer})`);
  }
  console.log(
    problems.length === 0
      ? 'OpenAPI document: no errors, no warnings (Redocly recommended rules).'
      : `OpenAPI document: ${problems.length} problem(s).`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
