import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Mantine's orange with darker 7-9: white text on the filled shade (buttons, the selected slot
// and day) and orange text on white reach WCAG AA's 4.5:1, which Mantine's #f76707 (3:1) misses.
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#c4440c',
  '#b23c0a',
  '#9a3412',
];

// Default business colours: orange and yellow (spec: business settings defaults).
export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 5 },
  colors: { orange },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});

/** Dimmed text a shade darker than Mantine's gray 6 (3.3:1 on white), for 4.5:1 on white and orange 0. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
