import { Button, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../components/confirm-dialog';
import { renderWithTheme } from '../test/render';
import { trackFocusOutsideDialogs, useReturnFocus } from './return-focus';

/** A dialog with a confirmation opened from inside it, as a transaction's refund prompt. */
function NestedDialogs() {
  const [isOuterOpen, setOuterOpen] = useState(false);
  const [isInnerOpen, setInnerOpen] = useState(false);
  const isOnTop = useReturnFocus(isOuterOpen);
  return (
    <>
      <Button onClick={() => setOuterOpen(true)}>Open details</Button>
      <Modal
        opened={isOuterOpen}
        onClose={() => setOuterOpen(false)}
        title="Details"
        closeOnEscape={isOnTop}
        transitionProps={{ duration: 0 }}
      >
        <Button onClick={() => setInnerOpen(true)}>Refund</Button>
        <ConfirmDialog
          opened={isInnerOpen}
          onClose={() => setInnerOpen(false)}
          onConfirm={() => setInnerOpen(false)}
          title="Refund"
        />
      </Modal>
    </>
  );
}

describe('dialogs opened from a dialog', () => {
  it('Escape closes only the top one, and focus goes back to the control inside the one under it', async () => {
    trackFocusOutsideDialogs();
    const user = userEvent.setup();
    renderWithTheme(<NestedDialogs />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const details = await screen.findByRole('dialog', { name: 'Details' });
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await screen.findByRole('dialog', { name: 'Refund' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund' })).toBeNull());
    expect(details).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refund' })).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Details' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open details' })).toHaveFocus());
  });
});
