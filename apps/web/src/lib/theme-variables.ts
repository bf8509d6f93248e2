import {
  convertCssVariables,
  defaultCssVariablesResolver,
  DEFAULT_THEME,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/**
 * The CSS variables Mantine's provider would write for the app's theme, as a stylesheet: the
 * app ships them in `app/theme-variables.css`, so the players' frame and the landing page draw in
 * the theme's colours without the provider's code, which comes with the screens that use Mantine
 * (components/mantine-scope.tsx). Only what differs from Mantine's own defaults (its stylesheet has
 * those). `npm run theme-css -w @padel/web` writes the file; a test keeps it equal to this.
 */
export function themeVariablesCss(): string {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const ours = defaultCssVariablesResolver(full);
  const extra = cssVariablesResolver(full);
  const merged: ConvertCSSVariablesInput = {
    variables: { ...ours.variables, ...extra.variables },
    light: { ...ours.light, ...extra.light },
    dark: { ...ours.dark, ...extra.dark },
  };
  const differing = (part: 'variables' | 'light' | 'dark') =>
    Object.fromEntries(
      Object.entries(merged[part]).filter(
        ([name, value]) => (defaults[part] as Record<string, string>)[name] !== value,
      ),
    );
  const css = convertCssVariables(
    { variables: differing('variables'), light: differing('light'), dark: differing('dark') },
    ':root',
  );
  return `/* Written by \`npm run theme-css -w @padel/web\` from src/lib/theme.ts: do not edit. */\n${css
    .replaceAll('}', '}\n')
    .replaceAll(';', ';\n  ')
    .replaceAll('{', '{\n  ')
    .replaceAll('  }', '}')}`;
}
