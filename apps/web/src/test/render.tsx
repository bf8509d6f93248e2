import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../lib/theme';

/** Renders a component inside the app's theme, as screens are rendered. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>{children}</MantineProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
