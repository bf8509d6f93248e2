import type { TCourt } from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApi } from '../../../test/render-with-api';
import CourtsPage from './courts-page';

const COURT: TCourt = {
  _id: '44444444-4444-4444-8444-444444444444',
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Court 1',
  description: 'Indoor court with professional lighting',
  location: 'Indoor',
  capacity: 4,
  pricePerHour: 1000,
  rating: 0,
  status: 'active',
  image: '/uploads/courts/court-1.jpg',
  amenities: ['Lights'],
  specifications: {},
  pricingMode: 'tiered',
  pricing: { thirtyMinutes: 600, oneHour: 1000, twoHours: 1800, longDuration: 900 },
  discount: { isActive: false, percentage: 0 },
  timeSlotDiscounts: [{ start: '22:00', end: '02:00', percentage: 20 }],
  lastMaintenance: '2026-11-01',
  nextMaintenance: '2026-12-01',
  maintenanceSchedule: null,
};

const listOf = (courts: TCourt[]) => () => ({
  courts,
  pagination: { page: 1, pages: 1, total: courts.length, limit: 100 },
});

describe('Manage Courts', () => {
  it('shows each court with its price, maintenance dates and no rating when unrated', async () => {
    renderWithApi(<CourtsPage />, {
      'admin.courts.list': listOf([
        { ...COURT, rating: 0 },
        {
          ...COURT,
          _id: '55555555-5555-4555-8555-555555555555',
          id: '55555555-5555-4555-8555-555555555555',
          name: 'Court 2',
          rating: 4.5,
          status: 'inactive',
        },
      ]),
    });
    const cards = await screen.findAllByTestId('court-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Rs. 1,000')).toBeInTheDocument();
    expect(first.getByText('Sun, 1 Nov 2026')).toBeInTheDocument();
    expect(first.queryByText('Rating')).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Disable Court 1' })).toBeInTheDocument();
    const second = within(cards[1]!);
    expect(second.getByText('★ 4.5')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Enable Court 2' })).toBeInTheDocument();
  });

  it('shows three sample courts when the courts cannot be loaded', async () => {
    renderWithApi(<CourtsPage />, {
      'admin.courts.list': () => {
        throw apiError('Server unavailable', 503);
      },
    });
    expect(await screen.findAllByTestId('court-card')).toHaveLength(3);
    expect(screen.getByText('Server unavailable')).toBeInTheDocument();
  });

  it('disables an active court with {status: inactive}', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<CourtsPage />, {
      'admin.courts.list': listOf([COURT]),
      'admin.courts.update': () => ({
        message: 'Court status updated successfully',
        data: { court: { ...COURT, status: 'inactive' } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Disable Court 1' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        path: 'admin.courts.update',
        input: { id: COURT._id, status: 'inactive' },
      }),
    );
  });

  it('adds a tiered court with a discount preview rounded to rupees and a time-slot rule', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<CourtsPage />, {
      'admin.courts.list': listOf([]),
      'admin.courts.create': (input) => ({
        message: 'Court created successfully',
        data: { court: { ...COURT, ...(input as object) } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Court' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/Court Name/), 'Court 5');
    await user.type(dialog.getByLabelText(/Description/), 'Panoramic glass');

    // Hourly mode has one rate; tiered mode asks for the four tiers.
    expect(dialog.getByLabelText(/Hourly Rate \(Rs\.\)/)).toBeInTheDocument();
    expect(dialog.queryByLabelText(/30 minutes/)).not.toBeInTheDocument();
    await user.click(dialog.getByLabelText('Tiered Pricing'));
    expect(dialog.queryByLabelText(/Hourly Rate \(Rs\.\)/)).not.toBeInTheDocument();
    const thirty = dialog.getByLabelText(/30 minutes \(Rs\.\)/);
    await user.clear(thirty);
    await user.type(thirty, '615');
    const discount = dialog.getByLabelText('Discount (%)');
    await user.clear(discount);
    await user.type(discount, '15');
    await user.click(dialog.getByLabelText('Court discount active'));
    const preview = within(dialog.getByRole('table', { name: 'Discounted prices' }));
    const row = preview.getByText('30 minutes').closest('tr')!;
    expect(within(row).getByText('Rs. 615')).toBeInTheDocument();
    expect(within(row).getByText('Rs. 523')).toBeInTheDocument(); // 522.75 rounded

    await user.click(dialog.getByRole('button', { name: 'Add Rule' }));
    expect(dialog.getByText('Please enter start and end times')).toBeInTheDocument();
    await user.click(dialog.getByLabelText('From', { selector: 'input' }));
    await user.click(
      within(await screen.findByRole('listbox', { name: 'From', hidden: true })).getByText('18:00'),
    );
    await user.click(dialog.getByLabelText('To', { selector: 'input' }));
    await user.click(
      within(await screen.findByRole('listbox', { name: 'To', hidden: true })).getByText(
        'Midnight',
      ),
    );
    await user.click(dialog.getByRole('button', { name: 'Add Rule' }));
    expect(dialog.getByText('18:00 - Midnight: 10% off')).toBeInTheDocument();
    expect(dialog.queryByText('Please enter start and end times')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Add Court' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'admin.courts.create')).toBe(true),
    );
    const created = calls.find((call) => call.path === 'admin.courts.create')?.input;
    expect(created).toMatchObject({
      name: 'Court 5',
      pricingMode: 'tiered',
      pricing: { thirtyMinutes: 615, oneHour: 1000, twoHours: 1800, longDuration: 900 },
      pricePerHour: 1000,
      discount: { isActive: true, percentage: 15 },
      status: 'active',
      timeSlotDiscounts: [{ start: '18:00', end: '24:00', percentage: 10 }],
    });
    expect(await screen.findByText('Court created successfully')).toBeInTheDocument();
  });

  it('edits a court keeping every field, its status and its time-slot rules', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<CourtsPage />, {
      'admin.courts.list': listOf([COURT]),
      'admin.courts.update': (input) => ({
        message: 'Court updated successfully',
        data: { court: { ...COURT, ...(input as object) } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Court 1' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('22:00 - 02:00: 20% off')).toBeInTheDocument();
    await user.click(dialog.getByLabelText('Maintenance'));
    await user.click(dialog.getByRole('button', { name: 'Save Court' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'admin.courts.update')).toBe(true),
    );
    expect(calls.find((call) => call.path === 'admin.courts.update')?.input).toMatchObject({
      id: COURT._id,
      name: 'Court 1',
      status: 'maintenance',
      location: 'Indoor',
      image: '/uploads/courts/court-1.jpg',
      timeSlotDiscounts: [{ start: '22:00', end: '02:00', percentage: 20 }],
      lastMaintenance: '2026-11-01',
      nextMaintenance: '2026-12-01',
    });
  });

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithApi(<CourtsPage />, { 'admin.courts.list': listOf([]) });
    await user.click(await screen.findByRole('button', { name: 'Add Court' }));
    const dialog = within(await screen.findByRole('dialog'));
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(dialog.getByText('Please choose an image file')).toBeInTheDocument();
  });
});
