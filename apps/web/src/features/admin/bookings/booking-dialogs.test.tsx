import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApi, TEST_PLAYER } from '../../../test/render-with-api';
import { expectPhoneFieldCleans } from '../../../test/phone-field';
import { AvailabilityModal } from './availability-modal';
import { CreateTempUserModal } from './create-temp-user-modal';

describe('create temporary user', () => {
  async function fill() {
    const dialog = await screen.findByRole('dialog', { name: 'Create Temporary User' });
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Sana');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Iqbal');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'sana@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Phone/), '3001234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    return dialog;
  }

  it('creates the user and shows the complete-signup link', async () => {
    const { calls } = renderWithApi(<CreateTempUserModal opened onClose={() => {}} />, {
      'admin.users.createTemporary': () => ({
        message: 'ok',
        data: {
          user: TEST_PLAYER,
          signupLink: 'https://padel.example/complete-signup?email=sana%40example.com',
        },
      }),
    });
    await fill();
    expect(
      await screen.findByText(
        'Temporary user created successfully! They can complete their account setup here: https://padel.example/complete-signup?email=sana%40example.com',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'admin.users.createTemporary')?.input).toEqual({
      firstName: 'Sana',
      lastName: 'Iqbal',
      email: 'sana@example.com',
      phone: '+923001234567',
    });
  });

  it('keeps a typed or pasted phone whole as +92 and 10 digits', async () => {
    renderWithApi(<CreateTempUserModal opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create Temporary User' });
    await expectPhoneFieldCleans(() => within(dialog).getByLabelText(/Phone/));
  });

  it("says the server's reason, and the spec's retry text when there is none", async () => {
    renderWithApi(<CreateTempUserModal opened onClose={() => {}} />, {
      'admin.users.createTemporary': () => {
        throw apiError('An account with this email already exists', 409);
      },
    });
    const dialog = await fill();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
  });

  it('refuses to send an empty form', async () => {
    const { calls } = renderWithApi(<CreateTempUserModal opened onClose={() => {}} />, {});
    const dialog = await screen.findByRole('dialog', { name: 'Create Temporary User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'admin.users.createTemporary')).toBe(false);
  });
});

describe('check court availability', () => {
  it("lists each court's free times, or 'No availability'", async () => {
    renderWithApi(<AvailabilityModal opened onClose={() => {}} />, {
      'admin.availability.check': () => ({
        availability: [
          {
            court: {
              _id: 'c0000000-0000-4000-8000-000000000001',
              name: 'Court 1',
              location: 'Indoor',
            },
            free: [{ start: '16:00', end: '18:30' }],
          },
          {
            court: {
              _id: 'c0000000-0000-4000-8000-000000000002',
              name: 'Court 2',
              location: 'Outdoor',
            },
            free: [],
          },
        ],
      }),
    });
    expect(await screen.findByText('16:00 - 18:30')).toBeInTheDocument();
    expect(screen.getByText('No availability')).toBeInTheDocument();
  });

  it('names who holds a slot and until when', async () => {
    renderWithApi(<AvailabilityModal opened onClose={() => {}} />, {
      'admin.availability.check': () => ({
        availability: [
          {
            court: {
              _id: 'c0000000-0000-4000-8000-000000000001',
              name: 'Court 1',
              location: 'Indoor',
            },
            free: [{ start: '16:00', end: '18:30' }],
            held: [
              {
                start: '18:30',
                end: '19:30',
                holder: { _id: 'u-held', firstName: 'Zainab', lastName: 'Qureshi' },
                expiresAt: '2026-06-15T05:05:00.000Z',
              },
            ],
          },
        ],
      }),
    });
    expect(
      await screen.findByText('18:30 - 19:30 held by Zainab Qureshi until 10:05'),
    ).toBeInTheDocument();
  });
});
