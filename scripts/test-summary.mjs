#!/usr/bin/env node
// Prints vitest's JSON results (one file or several runs' files, added up) as one plain closing
// line: "Tests: N passed, N failed, N skipped", after the name of every failed test with the first
// line of its failure, what a browser wait was waiting for and the test file's line it failed at,
// so a run's tail says what broke. A named file that is missing counts as a failure.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const files = process.argv.slice(2).filter((file) => !file.includes('*'));
if (files.length === 0) files.push('.vitest-results.json');
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

/** The failure's first line, Playwright's "waiting for …" line and where in the test file it was. */
function describeFailure(test, where) {
  const lines = String(test.failureMessages?.[0] ?? '').split('\n');
  const waitingFor = lines.find((line) => line.includes('waiting for'));
  const at = lines.find((line) => where && line.includes(where));
  return [lines[0], waitingFor, at]
    .filter(Boolean)
    .map((line) => `    ${line.trim().slice(0, 300)}`)
    .join('\n');
}
for (const file of files) {
  if (!existsSync(file)) {
    console.error(`No test results in ${file}`);
    failed += 1;
    continue;
  }
  const results = JSON.parse(readFileSync(file, 'utf8'));
  passed += results.numPassedTests ?? 0;
  failed += results.numFailedTests ?? 0;
  skipped += (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
  for (const suite of results.testResults ?? []) {
    const where = relative(process.cwd(), suite.name ?? '');
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${file}: ${where} > ${test.fullName}\n${describeFailure(test, where)}`);
    }
    if (failedTests.length === 0 && suite.status === 'failed') {
      failures.push(
        `${file}: ${where} failed outside a test\n    ${String(suite.message ?? '')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
    }
  }
}
if (failures.length > 0) console.log(`Failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
