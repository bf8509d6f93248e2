#!/usr/bin/env node
// Prints vitest's JSON results (one file or several runs' files, added up) as one plain closing
// line: "Tests: N passed, N failed, N skipped". A named file that is missing counts as a failure.
import { existsSync, readFileSync } from 'node:fs';

const files = process.argv.slice(2).filter((file) => !file.includes('*'));
if (files.length === 0) files.push('.vitest-results.json');
let passed = 0;
let failed = 0;
let skipped = 0;
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
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
