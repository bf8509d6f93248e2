import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { InfoDialog } from './info-dialog';

describe('info dialog', () => {
  it("shows its message and closes with 'OK'", async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <InfoDialog opened title="Heads up" message="Arrive 10 minutes early." onClose={onClose} />,
    );
    expect(screen.getByText('Arrive 10 minutes early.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});
