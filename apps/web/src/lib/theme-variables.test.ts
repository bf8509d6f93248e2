import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from './theme-variables';

describe('the theme’s variables stylesheet', () => {
  it('is what the theme gives (run `npm run theme-css -w @padel/web` after changing the theme)', () => {
    const file = path.resolve(import.meta.dirname, '../app/theme-variables.css');
    expect(readFileSync(file, 'utf8')).toBe(themeVariablesCss());
  });

  it('gives the brand orange as the primary colour', () => {
    expect(themeVariablesCss()).toMatch(
      /--mantine-primary-color-filled:\s*var\(--mantine-color-orange-filled\)/,
    );
  });
});
