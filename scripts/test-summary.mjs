#!/usr/bin/env node
// Prints vitest's JSON results as one plain closing line: "Tests: N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.vitest-results.json';
const results = JSON.parse(readFileSync(file, 'utf8'));
const passed = results.numPassedTests ?? 0;
const failed = results.numFailedTests ?? 0;
const skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
