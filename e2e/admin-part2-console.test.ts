import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_MESSAGES } from '@padel/contract';
import { adminToken, callApi, mailedCode, newPlayer, registerThroughApi, signInToApi } from './api';
import { launchChromium, snap } from './browser';
import { karachiDate, weekdayOf } from './karachi-time';
import { isShown, SCREEN_TIMEOUT } from './screens';
import { E2E_ADMIN, hasChromium, startWholeStack, type WholeStack } from './stack';

// The console's courts, schedule, settings and API keys screens, on a desktop and a tablet,
// each change checked afterwards through the public api as players and partners meet it.

const CONSOLE_VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  tablet: { width: 820, height: 1180 },
} as const;

// A 1x1 PNG: the court image the admin uploads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

type Court = {
  _id: string;
  name: string;
  description: string;
  status: string;
  image: string | null;
  pricingMode: string;
  pricePerHour: number;
  pricing: Record<string, number>;
};
type Availability = {
  available: boolean;
  reason: string | null;
  timeSlots: { available: boolean }[];
};

/** The first date from `fromDaysAhead` on whose weekday passes `isWanted`. */
function firstDate(fromDaysAhead: number, isWanted: (day: string) => boolean, skip = 0): string {
  let left = skip;
  for (let ahead = fromDaysAhead; ahead < fromDaysAhead + 21; ahead++) {
    const date = karachiDate(ahead);
    if (isWanted(weekdayOf(date)) && left-- === 0) return date;
  }
  throw new Error('no such date within three weeks');
}

/** Neither Sunday (the schedule test closes Sundays) nor Monday (it checks a Monday stays open). */
const isMidweek = (day: string) => day !== 'sunday' && day !== 'monday';

async function signInAsAdmin(page: Page, stack: WholeStack): Promise<void> {
  await page.goto(`${stack.gatewayUrl}/`);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: /Welcome Back/ });
  await isShown(dialog);
  await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: SCREEN_TIMEOUT });
}

async function openConsole(
  page: Page,
  stack: WholeStack,
  path: string,
  heading: string,
): Promise<void> {
  await page.goto(`${stack.gatewayUrl}${path}`);
  await isShown(page.getByRole('heading', { name: heading, exact: true }));
}

async function availabilityOn(
  stack: WholeStack,
  courtId: string,
  date: string,
): Promise<Availability> {
  return callApi<Availability>(
    stack,
    'GET',
    `/courts/${courtId}/availability?date=${date}&duration=60`,
  );
}

async function toast(page: Page, text: string): Promise<void> {
  await isShown(page.getByText(text).first());
}

describe.skipIf(!hasChromium)(
  'the admin console (courts, schedule, settings, API keys) in Chromium',
  () => {
    let stack: WholeStack;
    let browser: Browser;
    beforeAll(async () => {
      stack = await startWholeStack();
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
      await stack?.stop();
    });

    Object.entries(CONSOLE_VIEWPORTS).forEach(([viewportName, viewport], viewportIndex) => {
      describe(`on a ${viewportName}`, () => {
        const shot = (name: string) => `admin-part2-${name}-${viewportName}`;
        const courtName = `Court E2E ${viewportName}`;
        let context: BrowserContext;
        let page: Page;

        beforeAll(async () => {
          context = await browser.newContext({ viewport });
          page = await context.newPage();
          page.on('pageerror', (error) => console.log('PAGEERROR', error.message, error.stack));
          await signInAsAdmin(page, stack);
        });
        afterAll(async () => {
          await context?.close();
        });
        afterEach(async ({ task }) => {
          if (task.result?.state === 'fail')
            await snap(page, shot(`failed-${task.name.split(' ')[0]}`));
        });

        it('adds a court with tiered pricing and an image, which players then see with its prices', async () => {
          await openConsole(page, stack, '/admin/courts', 'Manage Courts');
          await isShown(page.getByTestId('court-card').first());
          await snap(page, shot('courts'));
          await page.getByRole('button', { name: 'Add Court' }).first().click();
          const dialog = page.getByRole('dialog', { name: 'Add Court' });
          await isShown(dialog);
          await dialog.getByLabel('Court Name').fill(courtName);
          await dialog.getByLabel('Location').fill('Rooftop');
          await dialog.getByLabel('Description').fill('Rooftop court with a glass wall');
          await dialog.getByLabel('Tiered Pricing').check();
          await dialog.getByLabel('30 minutes (Rs.)').fill('700');
          await dialog.getByLabel('1 hour (Rs.)').fill('1200');
          await dialog.getByLabel('2 hours (Rs.)').fill('2100');
          await dialog.getByLabel('3+ hours (per hour) (Rs.)').fill('1000');
          await dialog.getByLabel('Discount (%)', { exact: true }).fill('15');
          await dialog.getByLabel('Court discount active').check();
          await isShown(
            dialog.getByRole('table', { name: 'Discounted prices' }).getByText('Rs. 595'),
          );
          await dialog
            .locator('input[type=file]')
            .setInputFiles({ name: 'court.png', mimeType: 'image/png', buffer: PNG });
          await isShown(dialog.getByRole('img', { name: 'Court image preview' }));
          await snap(page, shot('court-add'), { isDialog: true });
          await dialog.getByRole('button', { name: 'Add Court' }).click();
          await expect
            .poll(() => page.getByRole('dialog').count(), { timeout: SCREEN_TIMEOUT })
            .toBe(0);
          const card = page.getByTestId('court-card').filter({ hasText: courtName });
          await isShown(card);
          await isShown(card.getByRole('img', { name: courtName }));
          await snap(page, shot('courts-added'));

          const { courts } = await callApi<{ courts: Court[] }>(stack, 'GET', '/courts?limit=100');
          const court = courts.find((candidate) => candidate.name === courtName);
          expect(court).toMatchObject({
            status: 'active',
            pricingMode: 'tiered',
            pricePerHour: 1200,
            pricing: { thirtyMinutes: 700, oneHour: 1200, twoHours: 2100, longDuration: 1000 },
            discount: { isActive: true, percentage: 15 },
          });
          expect(court?.image).toMatch(/^\/uploads\//);
          // The image is served through the product's host.
          const image = await fetch(`${stack.gatewayUrl}${court?.image}`);
          expect(image.status).toBe(200);
        });

        it('edits the court including its status without dropping its prices or image, then enables it', async () => {
          const card = page.getByTestId('court-card').filter({ hasText: courtName });
          await card.getByRole('button', { name: 'Edit' }).click();
          const dialog = page.getByRole('dialog', { name: `Edit ${courtName}` });
          await isShown(dialog);
          await dialog.getByLabel('Description').fill('Rooftop court, resurfaced');
          await dialog.getByText('Maintenance', { exact: true }).click();
          await dialog.getByLabel('Next Maintenance').fill(karachiDate(10));
          await snap(page, shot('court-edit'), { isDialog: true });
          await dialog.getByRole('button', { name: 'Save Court' }).click();
          await expect
            .poll(() => page.getByRole('dialog').count(), { timeout: SCREEN_TIMEOUT })
            .toBe(0);
          await isShown(card.getByRole('button', { name: 'Enable' }));

          const token = await adminToken(stack);
          const readCourt = async () =>
            (
              await callApi<{ courts: Court[] }>(stack, 'GET', '/admin/courts?limit=100', { token })
            ).courts.find((candidate) => candidate.name === courtName);
          const edited = await readCourt();
          expect(edited).toMatchObject({
            status: 'maintenance',
            description: 'Rooftop court, resurfaced',
            pricingMode: 'tiered',
            pricing: { thirtyMinutes: 700, oneHour: 1200, twoHours: 2100, longDuration: 1000 },
            nextMaintenance: karachiDate(10),
          });
          expect(edited?.image).toMatch(/^\/uploads\//);

          await card.getByRole('button', { name: 'Enable' }).click();
          await isShown(card.getByRole('button', { name: 'Disable' }));
          expect((await readCourt())?.status).toBe('active');
        });

        it('closes Sundays and adds a holiday, and the players see both days closed', async () => {
          await openConsole(page, stack, '/admin/schedule', 'Manage Schedule');
          const sunday = page.getByRole('region', { name: 'Sunday hours' });
          await isShown(sunday);
          const save = page.getByRole('button', { name: 'Save Operating Hours' });
          // The other viewport's run closed Sundays already: open them again first.
          if (await sunday.getByRole('button', { name: 'Set as Open' }).isVisible()) {
            await sunday.getByRole('button', { name: 'Set as Open' }).click();
            await save.click();
            await toast(page, 'Operating hours saved successfully!');
            await expect.poll(() => save.isDisabled(), { timeout: SCREEN_TIMEOUT }).toBe(true);
          }
          // Several ranges on one day: Saturday gets an evening range.
          const saturday = page.getByRole('region', { name: 'Saturday hours' });
          await saturday.getByRole('button', { name: 'Add range to Saturday' }).click();
          await sunday.getByRole('button', { name: 'Mark as Closed' }).click();
          await isShown(sunday.getByText('Closed all day'));
          await snap(page, shot('schedule-hours'));
          await save.click();
          await toast(page, 'Operating hours saved successfully!');

          // Each viewport's run adds its own holiday, on a different day, never the Monday checked below.
          const holidayDate = firstDate(3, isMidweek, viewportIndex);
          const holidays = page.getByRole('region', { name: 'Holidays & Closures' });
          await holidays.getByLabel('Holiday name').fill(`Founders Day ${viewportName}`);
          await holidays.getByLabel('Date').fill(holidayDate);
          await holidays.getByRole('button', { name: 'Add Holiday' }).click();
          await isShown(
            holidays.getByTestId('holiday-row').filter({ hasText: `Founders Day ${viewportName}` }),
          );
          await snap(page, shot('schedule'));
          const week = await callApi<{
            schedule: Record<string, { isOpen: boolean; timeRanges: unknown[] }>;
          }>(stack, 'GET', '/operating-hours');
          expect(week.schedule.sunday?.isOpen).toBe(false);
          expect(week.schedule.saturday?.timeRanges.length).toBeGreaterThanOrEqual(2);

          const { courts } = await callApi<{ courts: Court[] }>(stack, 'GET', '/courts?limit=100');
          const courtId = courts[0]!._id;
          const nextSunday = firstDate(1, (day) => day === 'sunday');
          const sundayAvailability = await availabilityOn(stack, courtId, nextSunday);
          expect(sundayAvailability.available).toBe(false);
          expect(sundayAvailability.timeSlots.filter((slot) => slot.available)).toHaveLength(0);
          const holidayAvailability = await availabilityOn(stack, courtId, holidayDate);
          expect(holidayAvailability.available).toBe(false);
          expect(holidayAvailability.timeSlots.filter((slot) => slot.available)).toHaveLength(0);
          // A normal weekday stays open.
          const monday = firstDate(1, (day) => day === 'monday');
          expect((await availabilityOn(stack, courtId, monday)).available).toBe(true);

          // A holiday on a day a player has booked lists the booking first; the admin keeps it.
          const bookedDate = firstDate(3, isMidweek, viewportIndex + 2);
          const player = newPlayer(`closure-${viewportName}`);
          await registerThroughApi(stack, player);
          const { accessToken: token } = await signInToApi(stack, player.email, player.password);
          const slot = {
            courtId,
            date: bookedDate,
            timeSlot: { startTime: '18:00', endTime: '19:00' },
          };
          const otp = await mailedCode(stack, player.email, () =>
            callApi(stack, 'POST', '/bookings/send-otp', { token, body: slot }),
          );
          await callApi(stack, 'POST', '/bookings/verify-otp', {
            token,
            body: {
              ...slot,
              durationMinutes: 60,
              otp,
              paymentMethod: 'cash',
              formData: { paymentMethod: 'cash' },
            },
          });
          await holidays.getByLabel('Holiday name').fill(`Storm Day ${viewportName}`);
          await holidays.getByLabel('Date').fill(bookedDate);
          await holidays.getByRole('button', { name: 'Add Holiday' }).click();
          const closure = page.getByRole('dialog', { name: CLOSURE_MESSAGES.dialogTitle });
          await isShown(closure.getByText(/18:00-19:00/));
          await snap(page, shot('holiday-over-bookings'), { isDialog: true });
          await closure.getByRole('button', { name: CLOSURE_MESSAGES.keepBookings }).click();
          await isShown(
            holidays.getByTestId('holiday-row').filter({ hasText: `Storm Day ${viewportName}` }),
          );
        });

        it('makes a court unavailable for a day with an override, and players cannot book it that day', async () => {
          const date = firstDate(8, (day) => day !== 'sunday', viewportIndex);
          const overrides = page.getByRole('region', { name: 'Court Availability Overrides' });
          await overrides.getByRole('button', { name: 'Add Override' }).click();
          const dialog = page.getByRole('dialog', { name: 'Add Court Override' });
          await isShown(dialog);
          await dialog.getByLabel('Date').fill(date);
          await dialog.getByLabel('Court', { exact: true }).first().click();
          await page.getByRole('option', { name: courtName }).click();
          await dialog.getByLabel('Reason').fill(`Private event ${viewportName}`);
          await snap(page, shot('override-add'), { isDialog: true });
          await dialog.getByRole('button', { name: 'Add Override' }).click();
          await isShown(
            overrides
              .getByTestId('override-row')
              .filter({ hasText: `Private event ${viewportName}` }),
          );

          const { courts } = await callApi<{ courts: Court[] }>(stack, 'GET', '/courts?limit=100');
          const overridden = courts.find((court) => court.name === courtName)!;
          const other = courts.find((court) => court.name !== courtName)!;
          expect((await availabilityOn(stack, overridden._id, date)).available).toBe(false);
          expect((await availabilityOn(stack, other._id, date)).available).toBe(true);
        });

        it('renames the venue and turns on maintenance: the landing page shows the name, bookings get the message', async () => {
          const name = `Arena ${viewportName}`;
          const message = `Resurfacing the courts (${viewportName}), back soon`;
          await openConsole(page, stack, '/admin/settings', 'Settings');
          await page.getByLabel('Business Name').fill(name);
          await page.getByLabel(/Maintenance mode/).check();
          await page.getByLabel('Maintenance message').fill(message);
          await page
            .getByRole('region', { name: 'Business Information' })
            .locator('input[type=file]')
            .first()
            .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
          await isShown(page.getByRole('img', { name: 'Logo preview' }));
          await snap(page, shot('settings'));
          await page.getByRole('button', { name: 'Save Settings' }).first().click();
          await toast(page, 'Business settings saved successfully!');

          const visitor = await context.newPage();
          await visitor.goto(`${stack.gatewayUrl}/`);
          await expect
            .poll(() => visitor.getByText(name).first().isVisible(), { timeout: SCREEN_TIMEOUT })
            .toBe(true);
          await visitor.close();

          const player = newPlayer(`maint-${viewportName}`);
          await registerThroughApi(stack, player);
          const { accessToken } = await signInToApi(stack, player.email, player.password);
          const { courts } = await callApi<{ courts: Court[] }>(stack, 'GET', '/courts?limit=100');
          const refused = await fetch(`${stack.apiUrl}/api/v1/bookings/send-otp`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
            body: JSON.stringify({
              courtId: courts[0]!._id,
              date: firstDate(1, (day) => day !== 'sunday'),
              timeSlot: { startTime: '10:00', endTime: '11:00' },
            }),
          });
          expect(refused.status).toBe(503);
          const { business } = await callApi<{
            business: { businessName: string; logoUrl: string };
          }>(stack, 'GET', '/business/public');
          expect(business).toMatchObject({
            businessName: name,
            logoUrl: expect.stringMatching(/^\/uploads\//),
          });
          expect(((await refused.json()) as { message: string }).message).toBe(message);

          // Open again for the journeys after this one.
          await page.getByLabel(/Maintenance mode/).uncheck();
          await page.getByRole('button', { name: 'Save Settings' }).last().click();
          await expect
            .poll(
              async () =>
                (
                  await callApi<{ business: { maintenanceMode: boolean } }>(
                    stack,
                    'GET',
                    '/business/public',
                  )
                ).business.maintenanceMode,
              {
                timeout: SCREEN_TIMEOUT,
              },
            )
            .toBe(false);
        });

        it('creates an API key whose token reads the courts, and revokes it (401)', async () => {
          const keyName = `Travel Desk ${viewportName}`;
          await openConsole(page, stack, '/admin/api-keys', 'API Keys');
          await page.getByLabel('Business name').fill(keyName);
          await page.getByText('New agent', { exact: true }).click();
          const agent = newPlayer(`agent-${viewportName}`);
          await page.getByLabel('Agent first name').fill('Bilal');
          await page.getByLabel('Agent last name').fill('Qureshi');
          await page.getByLabel('Agent email').fill(agent.email);
          await page.getByLabel('Agent phone').fill(agent.phone);
          await page.getByRole('button', { name: 'Create API Key' }).click();
          const tokenBox = page.getByTestId('api-key-token');
          await isShown(tokenBox);
          const token = (await tokenBox.innerText()).trim();
          await snap(page, shot('api-key-token'));

          const withKey = () =>
            fetch(`${stack.apiUrl}/api/v1/courts`, { headers: { 'X-API-Key': token } });
          expect((await withKey()).status).toBe(200);

          await page.getByRole('button', { name: 'I have copied it' }).click();
          await expect.poll(() => tokenBox.count()).toBe(0);
          const row = page.getByRole('row').filter({ hasText: keyName });
          await row.getByRole('button', { name: 'Revoke' }).click();
          const confirm = page.getByRole('dialog');
          await isShown(confirm.getByText('Revoke this API key?'));
          await snap(page, shot('api-key-revoke'), { isDialog: true });
          await confirm.getByRole('button', { name: 'Revoke' }).click();
          await isShown(row.getByText('Revoked'));
          await snap(page, shot('api-keys'));
          expect((await withKey()).status).toBe(401);
        });

        it('lists the users with their figures', async () => {
          await openConsole(page, stack, '/admin/users', 'Users');
          const table = page.getByRole('table', { name: 'Users' });
          await isShown(table.getByText(E2E_ADMIN.email));
          await snap(page, shot('users'));
          await table.getByText(E2E_ADMIN.email).click();
          const activity = page.getByRole('dialog', { name: /Activity of/ });
          await isShown(activity);
          await isShown(
            activity.getByText(/In progress|Completed|Abandoned|No activity available/).first(),
          );
          await snap(page, shot('user-activity'), { isDialog: true });
          await page.keyboard.press('Escape');
        });
      });
    });
  },
);
