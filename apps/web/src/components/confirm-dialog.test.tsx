import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';

describe('confirm dialog', () => {
  it("reads 'Confirm' and 'Cancel' by default and reports each choice", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(
      <ConfirmDialog
        opened
        title="Complete booking?"
        message="The customer is emailed."
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    expect(screen.getByText('The customer is emailed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("reads 'Processing...' and cannot be used while loading", () => {
    renderWithTheme(
      <ConfirmDialog
        opened
        title="Cancel booking?"
        confirmText="Yes, Cancel"
        type="danger"
        isLoading
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Yes, Cancel' })).not.toBeInTheDocument();
  });

  it('takes its own texts and can hold the confirm button back', () => {
    renderWithTheme(
      <ConfirmDialog
        opened
        title="Complete?"
        confirmText="Yes, Complete"
        cancelText="No"
        type="success"
        isConfirmDisabled
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Yes, Complete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeEnabled();
  });

  it('reads its default buttons in Urdu', async () => {
    await act(async () => {
      renderWithTheme(
        <Suspense fallback={null}>
          <ConfirmDialog opened onClose={() => undefined} onConfirm={() => undefined} title="؟" />
        </Suspense>,
        { language: 'ur' },
      );
    });
    expect(await screen.findByRole('button', { name: 'تصدیق کریں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'منسوخ کریں' })).toBeInTheDocument();
  });
});
