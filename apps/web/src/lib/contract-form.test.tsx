import { Button, MantineProvider, TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useContractForm } from './contract-form';

const ZCourtName = z.object({
  name: z.string().min(1, 'Court name is required'),
  location: z.string().min(1, 'Location is required'),
});

function CourtForm({ onSave }: { onSave: (values: unknown) => void }) {
  const form = useContractForm(ZCourtName, { name: 'Court 1', location: '' });
  return (
    <form onSubmit={form.onSubmit(onSave)}>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Location" {...form.getInputProps('location')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('a form whose Save fails its checks', () => {
  it('scrolls to and focuses the first wrong field, and saves nothing', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const onSave = vi.fn();
    render(
      <MantineProvider>
        <CourtForm onSave={onSave} />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const location = screen.getByRole('textbox', { name: 'Location' });
    await waitFor(() => expect(location).toHaveFocus());
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});
