import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

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

/**
 * Status colours (green, red, yellow, blue...) a step darker than Mantine's so a badge's or a
 * button's text reaches WCAG AA's 4.5:1: Mantine's light green badge is 3.8:1 and its red
 * outline button 3.8:1. The brand orange is already dark enough and keeps Mantine's handling.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (
    !parsed.isThemeColor ||
    parsed.color === input.theme.primaryColor ||
    parsed.color === 'gray' ||
    parsed.color === 'dark'
  ) {
    return colors;
  }
  const darkest = input.theme.colors[parsed.color]?.[9];
  if (!darkest) return colors;
  const text = darken(darkest, 0.3);
  switch (input.variant) {
    case 'filled':
      return {
        ...colors,
        background: text,
        hover: darken(darkest, 0.4),
        color: 'var(--mantine-color-white)',
      };
    case 'light':
    case 'outline':
    case 'subtle':
    case 'transparent':
      return {
        ...colors,
        color: text,
        hoverColor: text,
        border: input.variant === 'outline' ? `1px solid ${text}` : colors.border,
      };
    default:
      return colors;
  }
};

// Default business colours: orange and yellow (spec: business settings defaults).
export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 5 },
  colors: { orange },
  variantColorResolver,
  components: {
    // Mantine leaves the arrows of a pager and the clear button of a date field without a name.
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
          'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
        }),
      },
    },
    // Focus goes back to the date field once a day is picked (else it drops to the page, out of
    // a dialog's focus trap).
    DatePickerInput: {
      defaultProps: {
        clearButtonProps: { 'aria-label': 'Clear date' },
        popoverProps: { returnFocus: true },
      },
    },
    // Close buttons drawn as an icon alone get a name.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A dialog's title bar is no page banner: Mantine draws it as <header>, which axe and some
    // screen readers take for a second banner landmark while a dialog is open.
    ModalHeader: { defaultProps: { role: 'presentation' } },
    DrawerHeader: { defaultProps: { role: 'presentation' } },
    // A dialog's title bar is no page banner: Mantine draws it as <header>, which axe and some
    // screen readers take for a second banner landmark while a dialog is open.
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Close' } },
  },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});

/** Dimmed text a shade darker than Mantine's gray 6 (3.3:1 on white), for 4.5:1 on white and orange 0. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
