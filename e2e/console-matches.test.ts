import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  callApi,
  newPlayer,
  registerThroughApi,
  signInToApi,
  type Player,
} from './api';
import { activeCourts, createStaffMember, signInThroughLogin } from './admin-console-steps';
import { launchChromium, snap, viewportsToRun } from './browser';
import { karachiDate } from './karachi-time';
import { isShown, SCREEN_TIMEOUT } from './screens';
import { hasChromium, startWholeStack, type WholeStack } from './stack';

// The venue's side of open matches: a venue-hosted match made full through the api (three
// players paying at the venue, one by JazzCash wallet) shows full on the console's Matches
// screen with each player and what they paid; the desk records one cash share as paid, which
// the cash-up counts, and the day calendar marks the match.

const VIEWPORTS = {
  laptop: { width: 1366, height: 768 },
  tablet: { width: 1024, height: 768 },
} as const;

/** The sandbox's wallet that always pays (infra/jazzcash-sandbox: test mobile numbers). */
const PAYING_WALLET = { mobileNumber: '03123456789', cnic: '345678' };

type AdminMatch = {
  _id: string;
  bookingNumber: string;
  pricePerPlayer: number;
  status: string;
  seats: { name: string; paymentStatus: string }[];
};
type CashUp = {
  lines: {
    bookingNumber: string;
    amount: number;
    method: string;
    staff: string;
    customer: string;
  }[];
};

const formatRs = (amount: number) => `Rs. ${amount.toLocaleString('en-PK')}`;

describe.skipIf(!hasChromium)('matches at the desk in Chromium', () => {
  let stack: WholeStack;
  let browser: Browser;
  let token: string;
  let courtIds: string[];
  const staff: Player = { ...newPlayer('matches-staff'), firstName: 'Desk', lastName: 'Ali' };

  beforeAll(async () => {
    stack = await startWholeStack();
    browser = await launchChromium();
    token = await adminToken(stack);
    courtIds = (await activeCourts(stack)).map((court) => court._id);
    await createStaffMember(stack, staff);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  describe.each(viewportsToRun(VIEWPORTS).map(([name, size], index) => ({ name, size, index })))(
    'at $size.width x $size.height',
    ({ name, size, index }) => {
      const note = `Tuesday social ${name}`;
      const date = karachiDate(1);
      const shot = (step: string) => `console-matches-${name}-${step}`;
      const players = ['Sara', 'Bilal', 'Hina', 'Omar'].map((firstName) => ({
        ...newPlayer(`matches-${name}-${firstName.toLowerCase()}`),
        firstName,
        lastName: `Desk${index}`,
      }));
      let match: AdminMatch;
      let context: BrowserContext;
      let page: Page;

      beforeAll(async () => {
        ({ match } = await callApi<{ match: AdminMatch }>(stack, 'POST', '/admin/matches', {
          token,
          body: {
            courtId: courtIds[index % courtIds.length],
            date,
            startTime: '19:00',
            durationMinutes: 90,
            levelMin: 1,
            levelMax: 7,
            note,
          },
        }));
        for (const [i, player] of players.entries()) {
          await registerThroughApi(stack, player);
          const { accessToken } = await signInToApi(stack, player.email, player.password);
          const byWallet = i === 1;
          await callApi(stack, 'POST', `/matches/${match._id}/join`, {
            token: accessToken,
            body: byWallet
              ? { paymentMethod: 'jazzcash_mwallet', formData: PAYING_WALLET }
              : { paymentMethod: 'cash' },
          });
        }
        context = await browser.newContext({ viewport: size });
        page = await context.newPage();
        await signInThroughLogin(page, stack, staff.email, staff.password);
      });
      afterAll(async () => {
        await context?.close();
      });

      it('shows the full match with each player, their share and how they paid', async () => {
        await page.goto(`${stack.gatewayUrl}/admin/matches`);
        await isShown(page.getByRole('heading', { name: 'Matches' }));
        const card = page.getByRole('article').filter({ hasText: note });
        await isShown(card);
        await isShown(card.getByText('Full', { exact: true }));
        await isShown(card.getByText(/19:00 - 20:30/));
        await isShown(card.getByText(/Level 1\.0–7\.0 · Venue/));
        const share = formatRs(match.pricePerPlayer);
        for (const player of players) {
          const row = card
            .getByRole('row')
            .filter({ hasText: `${player.firstName} ${player.lastName}` });
          await isShown(row);
          await isShown(row.getByText(share).first());
          await isShown(
            row.getByText(player.firstName === 'Bilal' ? 'Paid by wallet' : 'Cash due at venue'),
          );
        }
        expect(await card.getByText(/Open seat/).count()).toBe(0);
        await snap(page, shot('full'));
      });

      it('records a cash share paid at the desk, once, counted in the cash-up', async () => {
        const card = page.getByRole('article').filter({ hasText: note });
        const sara = players[0]!;
        const saraName = `${sara.firstName} ${sara.lastName}`;
        await card.getByRole('button', { name: `Paid at desk: ${saraName}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Paid at desk' });
        await isShown(dialog);
        await isShown(dialog.getByText(new RegExp(`${saraName} pays their share`)));
        await snap(page, shot('pay-dialog'), { isDialog: true });
        await dialog
          .getByRole('button', { name: `Record ${formatRs(match.pricePerPlayer)}` })
          .click();
        await isShown(page.getByText('Share paid at the desk'));
        const row = card.getByRole('row').filter({ hasText: saraName });
        await isShown(row.getByText('Paid at desk (Cash)'));
        expect(await row.getByRole('button', { name: /Paid at desk/ }).count()).toBe(0);
        await snap(page, shot('paid-at-desk'));

        const { lines } = await callApi<CashUp>(
          stack,
          'GET',
          `/admin/cash-up?date=${karachiDate(0)}`,
          {
            token,
          },
        );
        // The wallet's share came in online; Sara's cash is the desk's, in her name.
        expect(lines.filter((line) => line.bookingNumber === match.bookingNumber)).toEqual([
          expect.objectContaining({
            amount: match.pricePerPlayer,
            method: 'jazzcash_online',
            customer: `${players[1]!.firstName} ${players[1]!.lastName}`,
          }),
          expect.objectContaining({
            amount: match.pricePerPlayer,
            method: 'cash',
            customer: saraName,
            staff: `${staff.firstName} ${staff.lastName}`,
          }),
        ]);
      });

      it('marks the match on the day calendar', async () => {
        await page.goto(`${stack.gatewayUrl}/admin/calendar`);
        await isShown(page.getByRole('heading', { name: 'Day Calendar' }));
        await page.getByRole('button', { name: 'Next day' }).click();
        const block = page.getByTestId(`block-${match.bookingNumber}`);
        await isShown(block);
        await isShown(block.getByText('Match full'));
        await block.scrollIntoViewIfNeeded({ timeout: SCREEN_TIMEOUT });
        await snap(page, shot('calendar'), { isDialog: true });
      });
    },
  );
});
