import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from './api';
import { settle, snap } from './browser';
import { karachiDate } from './karachi-time';
import { isShown, SCREEN_TIMEOUT, type ChosenSlot } from './screens';
import type { WholeStack } from './stack';

/** Urdu is written in the Arabic script. */
export const URDU_SCRIPT = /[\u0600-\u06FF]/;

/** The Urdu texts the journey finds its controls by (apps/web/src/locales/ur/*.po). */
export const UR = {
  switchToUrdu: 'اردو', // common.switchLanguage names the other language: 'زبان بدل کر اردو کریں'
  switchToEnglish: 'English',
  signUp: 'سائن اپ', // common.signUp (the header's)
  startPlaying: 'آج ہی کھیلنا شروع کریں', // home.startPlaying
  login: 'لاگ اِن', // common.login, auth.login
  logout: 'لاگ آؤٹ', // common.logout
  createAccount: 'اکاؤنٹ بنائیں', // auth.dialogHeadings.register.first.title, auth.createAccount
  verifyEmail: 'اپنی ای میل کی تصدیق کریں', // auth.dialogHeadings.register.second.title
  welcomeBack: 'دوبارہ خوش آمدید', // auth.dialogHeadings.login.first.title
  firstName: 'پہلا نام',
  lastName: 'آخری نام',
  email: 'ای میل',
  phone: 'فون نمبر',
  password: 'پاس ورڈ',
  confirmPassword: 'پاس ورڈ دوبارہ درج کریں',
  verifyAndCreate: 'تصدیق کریں اور اکاؤنٹ بنائیں',
  bookACourt: 'کورٹ بک کریں', // booking.title
  courts: 'کورٹس',
  nextWeek: 'اگلا ہفتہ',
  days: 'دن', // booking.days, the week strip's days
  next: 'آگے',
  paymentMethod: 'ادائیگی کا طریقہ',
  payAtVenue: 'وینیو پر ادائیگی',
  confirmBooking: 'بکنگ کی تصدیق کریں',
  verifyBooking: 'اپنی بکنگ کی تصدیق کریں',
  verify: 'تصدیق کریں',
  confirmed: 'بکنگ ہو گئی!',
  bookingNumber: 'بکنگ نمبر',
  done: 'ٹھیک ہے',
  upcoming: 'آنے والی',
  booking: (number: string) => `بکنگ ${number}`, // myBookings.bookingLabel
  pending: 'زیرِ التوا',
  cancel: 'منسوخ کریں',
  cancelBooking: 'بکنگ منسوخ کریں',
  cancelledToast: 'بکنگ کامیابی سے منسوخ ہو گئی!', // the contract's bookingCancelled in Urdu
  noBookings: 'کوئی بکنگ نہیں ملی',
  digit: (index: number) => `6 میں سے ہندسہ ${index}`, // auth.codeDigit
} as const;

/** The page's `<html lang dir>`. */
export function htmlLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
}

export async function expectUrduPage(page: Page): Promise<void> {
  await expect.poll(() => htmlLanguage(page)).toEqual({ lang: 'ur', dir: 'rtl' });
}

/** The language switch that shows (the header's; on a phone it may be the menu's). */
export function languageSwitch(page: Page, name: string): Locator {
  return page
    .getByRole('button', { name: new RegExp(name) })
    .locator('visible=true')
    .first();
}

/** Types a code into the Urdu code dialog's boxes, digit by digit, and checks each box. */
export async function typeUrduCode(page: Page, dialog: Locator, code: string): Promise<void> {
  await dialog.getByLabel(UR.digit(1), { exact: true }).click();
  await page.keyboard.type(code, { delay: 30 });
  for (const [index, digit] of [...code].entries()) {
    await expect
      .poll(() => dialog.getByLabel(UR.digit(index + 1), { exact: true }).inputValue())
      .toBe(digit);
  }
}

/**
 * The week strip's label of a day in Urdu, as the page's own `Intl` writes it
 * (apps/web/src/i18n/dates.ts: ur-PK, Latin digits, the venue's zone).
 */
function urduDayLabel(page: Page, date: string): Promise<string> {
  return page.evaluate(
    (day) =>
      new Intl.DateTimeFormat('ur-PK', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        numberingSystem: 'latn',
        timeZone: 'Asia/Karachi',
      }).format(new Date(`${day}T12:00:00+05:00`)),
    date,
  );
}

/**
 * The booking flow's first two steps in Urdu: the first court, tomorrow in the week strip, the
 * first free slot, then آگے (Next) to the payment form; `onScreen` is told of each screen shown.
 */
export async function chooseTomorrowInUrdu(
  page: Page,
  shotPrefix: string,
  onScreen: (screen: string) => Promise<void>,
): Promise<ChosenSlot> {
  await isShown(page.getByRole('heading', { name: UR.bookACourt }));
  const court = page.getByRole('group', { name: UR.courts }).getByRole('button').first();
  await isShown(court);
  await snap(page, `${shotPrefix}-court`);
  await onScreen('booking, the courts');
  const courtName = (await court.locator('p').first().innerText()).trim();
  await court.click();

  const tomorrow = karachiDate(1);
  const day = page.getByRole('button', { name: await urduDayLabel(page, tomorrow), exact: true });
  const days = page.getByRole('group', { name: UR.days, exact: true }).getByRole('button');
  // The step shows once its entrance is over: until then its days are not visible yet.
  await isShown(days.nth(6));
  await settle(page);
  if (!(await day.isVisible()))
    await page.getByRole('button', { name: UR.nextWeek, exact: true }).click();
  if (!(await day.isVisible())) {
    const labels = await days.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    );
    throw new Error(
      `the week strip has no ${await urduDayLabel(page, tomorrow)}: ${labels.join(' | ')}`,
    );
  }
  await day.click();
  await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
  await expect
    .poll(() => page.locator('[aria-busy="true"]').count(), { timeout: SCREEN_TIMEOUT })
    .toBe(0);
  const firstFree = page.locator('button[data-state="available"]').first();
  await isShown(firstFree);
  const time = (await firstFree.locator('span').first().innerText()).trim();
  const slot = page.locator('button[data-state]', { hasText: time });
  await slot.click();
  await expect.poll(() => slot.getAttribute('aria-pressed')).toBe('true');
  await snap(page, `${shotPrefix}-date-time`);
  await onScreen('booking, the day and time');
  await page.getByRole('button', { name: UR.next, exact: true }).click();
  await isShown(page.getByRole('heading', { name: UR.paymentMethod }));
  return { court: courtName, date: tomorrow, time };
}

/** A text the page may show in Latin letters in Urdu, and why. */
export type Allowed = { text: string | RegExp; why: string };

/**
 * The venue's own data, as the seeded settings and courts hold it: the venue types it in the
 * (English) console, so it shows as typed in either language.
 */
export async function venueData(stack: WholeStack): Promise<Allowed[]> {
  const { business } = await callApi<{
    business: {
      businessName: string;
      tagline?: string;
      description?: string;
      address?: object;
      aboutClaims?: Array<{ label: string }>;
    };
  }>(stack, 'GET', '/business/public');
  const { courts } = await callApi<{
    courts: Array<{ name: string; description?: string; location?: string }>;
  }>(stack, 'GET', '/courts');
  const address = Object.values(business.address ?? {}).filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  const own = (text: string | undefined, why: string): Allowed[] => (text ? [{ text, why }] : []);
  return [
    ...own(business.businessName, 'the venue’s name (seeded settings)'),
    ...own(business.tagline, 'the venue’s tagline, typed in the console (seeded settings)'),
    ...own(business.description, 'the venue’s description, typed in the console (seeded settings)'),
    ...address.map((text) => ({ text, why: 'the venue’s address (seeded settings)' })),
    ...(business.aboutClaims ?? []).map(({ label }) => ({
      text: label,
      why: 'a claim on the About page, typed in the console (seeded settings)',
    })),
    ...courts.flatMap(({ name, description, location }) => [
      ...own(description, 'a court’s description, typed in the console (seeded courts)'),
      ...own(location, 'a court’s location, typed in the console (seeded courts)'),
      { text: name, why: 'a court’s name (seeded courts)' },
      {
        text: new RegExp(`^${name.slice(0, 1).toUpperCase()}$`),
        why: 'a court’s initial, the picture of a court without a photo',
      },
    ]),
  ];
}

/**
 * The text a person sees (or a screen reader is given as text) inside `root`: visible text nodes
 * and the placeholders of fields.
 */
export function visibleText(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const scope = document.querySelector(selector) ?? document.body;
    const texts: string[] = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || text === '' || element.closest('script, style, noscript, template')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      texts.push(text);
    }
    for (const field of Array.from(scope.querySelectorAll<HTMLInputElement>('[placeholder]'))) {
      if (field.checkVisibility() && field.value === '') texts.push(field.placeholder);
    }
    return texts;
  }, root);
}

/**
 * Runs of Latin-letter words in `texts` once every allowed text is taken out: the literal ones
 * first, longest first (a court's description holds its name), then the patterns.
 */
export function untranslated(texts: string[], allowed: Allowed[]): string[] {
  const literals = allowed
    .map(({ text }) => text)
    .filter((text): text is string => typeof text === 'string' && text !== '')
    .sort((a, b) => b.length - a.length);
  const patterns = allowed
    .map(({ text }) => text)
    .filter((text): text is RegExp => text instanceof RegExp)
    .map((pattern) => new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  const found = new Set<string>();
  for (const original of texts) {
    let text = original;
    for (const literal of literals) text = text.split(literal).join(' ¦ ');
    for (const pattern of patterns) text = text.replace(pattern, ' ¦ ');
    for (const run of text.match(/[A-Za-z][A-Za-z'’.-]*(?:[ \t,&:/]+[A-Za-z][A-Za-z'’.-]*)*/g) ??
      []) {
      found.add(run);
    }
  }
  return [...found];
}

/**
 * A fact as an Urdu card shows it: a range of times is wrapped in the bidirectional isolates
 * U+2066…U+2069 (docs/decisions.md "Languages (web)"), which a reader does not see.
 */
export function isolated(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^[\u2066-\u2069]*${escaped}[\u2066-\u2069]*$`);
}
