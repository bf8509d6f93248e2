import { Anchor } from '@mantine/core';
import {
  ARRIVAL_MINUTES_BEFORE,
  BOOKING_WINDOW_DAYS,
  CANCELLATION_CUTOFF_HOURS,
  CANCELLATION_POLICY_HOURS,
  DATA_DELETION_DAYS,
  OTP_VALIDITY_SECONDS,
} from '@padel/contract';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { toTelHref, type TContactDetails } from '../../components/contact-block-details';

export type TFaqItem = {
  id: string;
  question: string;
  answer: (details: TContactDetails) => ReactNode;
};

const callUs = (details: TContactDetails) =>
  details.phone ? (
    <>
      call us at <Anchor href={toTelHref(details.phone)}>{details.phone}</Anchor>
    </>
  ) : (
    <>
      contact us through the{' '}
      <Anchor component={Link} href="/contact">
        Contact page
      </Anchor>
    </>
  );

/** The questions players ask most; the contact page shows the first three. */
export const FAQ_ITEMS: readonly TFaqItem[] = [
  {
    id: 'book',
    question: 'How do I book a court?',
    answer: () => (
      <>
        Sign up or log in, open Book Courts, choose a court (or search by how long you want to
        play), pick a day and a free time, and fill in your details. We email you a 6-digit code;
        enter it to confirm the booking. You can book from today up to {BOOKING_WINDOW_DAYS} days
        ahead.
      </>
    ),
  },
  {
    id: 'pay',
    question: 'How can I pay?',
    answer: () => (
      <>
        Pay in cash at the venue when you arrive, online by debit or credit card, or from your
        JazzCash mobile wallet. Card and wallet payments are handled by JazzCash; for a wallet
        payment the last 6 digits of the CNIC must match the one registered with the wallet number.
      </>
    ),
  },
  {
    id: 'cancel',
    question: 'Can I cancel my booking?',
    answer: (details) => (
      <>
        Yes. Open My Bookings, choose Cancel on the booking and enter the code we email you. Cancel
        at least {CANCELLATION_POLICY_HOURS} hours before the start for a full refund (see the{' '}
        <Anchor component={Link} href="/refund-policy">
          Refund Policy
        </Anchor>
        ). Online cancellation closes {CANCELLATION_CUTOFF_HOURS} hours before the start; after
        that, please {callUs(details)}.
      </>
    ),
  },
  {
    id: 'code',
    question: "I didn't get the verification code. What now?",
    answer: () => (
      <>
        Check your spam or junk folder first. A code works for {OTP_VALIDITY_SECONDS / 60} minutes
        and only the newest code works, so ask for a new one with Resend if it has expired.
      </>
    ),
  },
  {
    id: 'arrive',
    question: 'When should I arrive?',
    answer: () => (
      <>
        Please arrive {ARRIVAL_MINUTES_BEFORE} minutes before your booking time so you can check in
        and warm up. Your court time starts and ends as booked.
      </>
    ),
  },
  {
    id: 'times',
    question: 'Which time zone are booking times in?',
    answer: () => (
      <>All dates and times are Pakistan time (Asia/Karachi), wherever you book from.</>
    ),
  },
  {
    id: 'equipment',
    question: 'Do I need my own racket and balls?',
    answer: (details) => (
      <>
        Bring your own if you have them. If you need equipment, {callUs(details)} before your game
        and we will tell you what is available.
      </>
    ),
  },
  {
    id: 'account',
    question: 'How do I change my details or delete my account?',
    answer: () => (
      <>
        Your name can be changed in Account Settings. In Privacy &amp; Data you can download your
        data or delete your account. You can also send a{' '}
        <Anchor component={Link} href="/data-deletion">
          data deletion request
        </Anchor>
        ; we process it within {DATA_DELETION_DAYS} days.
      </>
    ),
  },
];
