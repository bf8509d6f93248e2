import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { CancellationRestrictedDialog } from './cancellation-restricted-dialog';

describe('cancellation restriction dialog', () => {
  it('shows the time remaining and the support phone', () => {
    renderWithTheme(
      <CancellationRestrictedDialog
        hoursRemaining={1.25}
        supportPhone="+92 300 1234567"
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('Cancellation Not Available')).toBeInTheDocument();
    expect(screen.getByText('1 hour 15 minutes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+92 300 1234567' })).toHaveAttribute(
      'href',
      'tel:+923001234567',
    );
  });

  it('closes with OK', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <CancellationRestrictedDialog hoursRemaining={0.5} supportPhone="" onClose={onClose} />,
    );
    expect(screen.getByText('For help, please contact the venue.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('stays closed without a restriction', () => {
    renderWithTheme(
      <CancellationRestrictedDialog hoursRemaining={null} supportPhone="1" onClose={() => {}} />,
    );
    expect(screen.queryByText('Cancellation Not Available')).not.toBeInTheDocument();
  });
});
