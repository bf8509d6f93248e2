// Writes src/app/theme-variables.css from the theme (see src/lib/theme-variables.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { themeVariablesCss } from '../src/lib/theme-variables';

writeFileSync(
  path.resolve(import.meta.dirname, '../src/app/theme-variables.css'),
  themeVariablesCss(),
);
