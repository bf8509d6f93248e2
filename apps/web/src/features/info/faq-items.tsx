import { Trans } from '@lingui/react';
import { Anchor } from '@mantine/core';
import {
  ARRIVAL_MINUTES_BEFORE,
  BOOKING_WINDOW_DAYS,
  CANCELLATION_CUTOFF_HOURS,
  CANCELLATION_POLICY_HOURS,
  DATA_DELETION_DAYS,
  OTP_VALIDITY_SECONDS,
} from '@padel/contract';
import { Link } from 'wouter';
import { toTelHref, type TContactDetails } from '../../components/contact-block-details';

/**
 * The questions players ask most, in their order; the contact page shows the first three. Each
 * has its question (`info.faq.<id>.q`) and answer (`info.faq.<id>.a`) in the info catalogs.
 */
export const FAQ_IDS = [
  'book',
  'pay',
  'cancel',
  'code',
  'arrive',
  'times',
  'equipment',
  'account',
] as const;

export type TFaqId = (typeof FAQ_IDS)[number];

/** The page an answer links to, where it links to one. */
const ANSWER_LINKS: Partial<Record<TFaqId, string>> = {
  cancel: '/refund-policy',
  account: '/data-deletion',
};

/** 'call us at <phone>', or the Contact page when the venue has no phone. */
function CallUs({ phone }: { phone: string }) {
  return phone ? (
    <Trans
      id="info.callUsPhone"
      values={{
        phone: (
          <Anchor href={toTelHref(phone)}>
            <bdi dir="ltr">{phone}</bdi>
          </Anchor>
        ),
      }}
    />
  ) : (
    <Trans id="info.callUsPage" components={{ 0: <Anchor component={Link} href="/contact" /> }} />
  );
}

/** One question's answer, with the venue's rules and contact details in it. */
export function FaqAnswer({ id, details }: { id: TFaqId; details: TContactDetails }) {
  const link = ANSWER_LINKS[id];
  return (
    <Trans
      id={`info.faq.${id}.a`}
      values={{
        days: id === 'account' ? DATA_DELETION_DAYS : BOOKING_WINDOW_DAYS,
        minutes: id === 'arrive' ? ARRIVAL_MINUTES_BEFORE : OTP_VALIDITY_SECONDS / 60,
        policyHours: CANCELLATION_POLICY_HOURS,
        cutoffHours: CANCELLATION_CUTOFF_HOURS,
        callUs: <CallUs phone={details.phone} />,
      }}
      components={link ? { 0: <Anchor component={Link} href={link} /> } : {}}
    />
  );
}
