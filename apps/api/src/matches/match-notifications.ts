import { randomUUID } from 'node:crypto';
import { formatLevelRange, formatPrice } from '@padel/contract';
import type { AppContext } from '../lib/context';
import { sendBusinessMail } from '../mail/business-mail';
import { enqueueMessage } from '../lib/outbox';
import {
  bookingMailInvitation,
  describeSlot,
  notificationChannels,
  type BookingNotificationKind,
} from '../notifications';
import type { MatchView, Person } from './match-views';

// Who hears what about a match (issue: everyone is told): the host when someone joins or
// leaves; everyone when it is full, when it is cancelled, and before it (the reminder), by mail
// and, for players who opted in, WhatsApp (the booking templates: confirmed, cancelled,
// reminder). Every joined player's mails carry the booking's calendar invitation.

type NotifyContext = Pick<
  AppContext,
  'db' | 'clock' | 'mailer' | 'config' | 'logger' | 'outboxWorker'
>;

/** The booking view the mail and WhatsApp channels take, addressed to one player. */
function viewFor(view: MatchView, person: Person) {
  return {
    booking: { ...view.booking, userId: person.id, guestCustomer: null },
    court: view.court,
    customer: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
    },
  };
}

function details(view: MatchView): Array<[string, string]> {
  const { date, time } = describeSlot(view.booking);
  return [
    ['Court', view.court.name],
    ['Date', date],
    ['Time', time],
    ['Level', formatLevelRange(view.match.levelMin, view.match.levelMax)],
  ];
}

const matchAction = (ctx: NotifyContext, view: MatchView) => ({
  label: 'View the match',
  url: `${ctx.config.publicWebUrl}/matches/${view.match.id}`,
});

async function safely(ctx: NotifyContext, what: string, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    ctx.logger.error({ err: error, what }, 'match notification could not be sent');
  }
}

async function mailPerson(
  ctx: NotifyContext,
  view: MatchView,
  person: Person,
  mail: { subject: string; heading: string; paragraphs: string[]; invite?: boolean },
) {
  if (!person.email) return;
  const email = person.email;
  await safely(ctx, mail.subject, async () =>
    sendBusinessMail(ctx, {
      to: email,
      subject: mail.subject,
      heading: mail.heading,
      paragraphs: [`Hi ${person.firstName},`, ...mail.paragraphs],
      details: details(view),
      action: matchAction(ctx, view),
      ...(mail.invite
        ? { icalEvent: await bookingMailInvitation(ctx, viewFor(view, person)) }
        : {}),
    }),
  );
}

async function whatsApp(
  ctx: NotifyContext,
  kind: BookingNotificationKind,
  view: MatchView,
  person: Person,
) {
  for (const channel of notificationChannels(ctx)) {
    if (channel.name !== 'whatsapp') continue;
    const target = viewFor(view, person);
    await safely(ctx, `whatsapp ${kind}`, async () => {
      const entry = await channel.message(kind, target, ctx.db);
      if (!entry) return;
      // One player's message of the match: a reminder once, any other news each time it happens.
      const occasion = kind === 'reminder' ? 'reminder' : randomUUID();
      const key = `match:${view.match.id}:${person.id}:${kind}:${occasion}:whatsapp`;
      await enqueueMessage(ctx.db, { ...entry, key }, ctx.clock.now());
      ctx.outboxWorker.nudge();
    });
  }
}

const everyone = (view: MatchView, extra: Person[] = []): Person[] => [
  ...(view.host ? [view.host] : []),
  ...view.seats.map((seat) => seat.player),
  ...extra,
];

/** The joiner's confirmation (with the invitation) and the host's news. */
export async function notifyJoined(ctx: NotifyContext, view: MatchView, player: Person) {
  const seat = view.seats.find((s) => s.player.id === player.id)?.seat;
  await mailPerson(ctx, view, player, {
    subject: `You joined a match on ${view.court.name}`,
    heading: 'You are in the match',
    paragraphs: [
      `Your seat in the match on ${view.court.name} is yours.`,
      seat
        ? seat.paymentMethod === 'cash'
          ? `Your share is ${formatPrice(seat.share)}, to pay at the venue.`
          : `Your share is ${formatPrice(seat.share)}.`
        : '',
    ].filter(Boolean),
    invite: true,
  });
  if (view.host) {
    await mailPerson(ctx, view, view.host, {
      subject: `${player.firstName} joined your match`,
      heading: `${player.firstName} joined your match`,
      paragraphs: [`${player.firstName} took a seat in your match on ${view.court.name}.`],
    });
  }
}

/** The host hears that a player left (or was removed, or did not pay in time). */
export async function notifyLeft(ctx: NotifyContext, view: MatchView, player: Person) {
  if (!view.host) return;
  await mailPerson(ctx, view, view.host, {
    subject: `${player.firstName} left your match`,
    heading: `${player.firstName} left your match`,
    paragraphs: [`${player.firstName} is no longer in your match; their seat is open again.`],
  });
}

export async function notifyFull(ctx: NotifyContext, view: MatchView) {
  for (const person of everyone(view)) {
    await mailPerson(ctx, view, person, {
      subject: `Your match on ${view.court.name} is full`,
      heading: 'The match is full',
      paragraphs: ['Every seat of the match is taken. See you on court!'],
      invite: true,
    });
    await whatsApp(ctx, 'confirmed', view, person);
  }
}

/** Everyone who was in it when it was cancelled (`seats` as they were). */
export async function notifyCancelled(ctx: NotifyContext, view: MatchView, players: Person[]) {
  const people = [...(view.host ? [view.host] : []), ...players];
  for (const person of people) {
    await mailPerson(ctx, view, person, {
      subject: `Match cancelled on ${view.court.name}`,
      heading: 'The match is cancelled',
      paragraphs: [
        'The match has been cancelled. What you paid for it online is refunded to your payment.',
      ],
      invite: true,
    });
    await whatsApp(ctx, 'cancelled', view, person);
  }
}

/** The reminder before the match, to a joined player (the host has the booking's own). */
export async function notifyReminder(ctx: NotifyContext, view: MatchView, player: Person) {
  await mailPerson(ctx, view, player, {
    subject: `Reminder: your match on ${view.court.name}`,
    heading: 'Your match is coming up',
    paragraphs: [`This is a reminder of your match on ${view.court.name}.`],
    invite: true,
  });
  await whatsApp(ctx, 'reminder', view, player);
}
