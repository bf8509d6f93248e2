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
import { MATCH_MAIL_TEXTS, type MatchMailTexts } from './match-mail-texts';

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
    language: person.language,
  };
}

function details(view: MatchView, person: Person): Array<[string, string]> {
  const { labels } = MATCH_MAIL_TEXTS[person.language];
  const { date, time } = describeSlot(view.booking, person.language);
  return [
    [labels.court, view.court.name],
    [labels.date, date],
    [labels.time, time],
    [labels.level, formatLevelRange(view.match.levelMin, view.match.levelMax)],
  ];
}

const matchAction = (ctx: NotifyContext, view: MatchView, person: Person) => ({
  label: MATCH_MAIL_TEXTS[person.language].viewMatch,
  url: `${ctx.config.publicWebUrl}/matches/${view.match.id}`,
});

/** A mail's words, written in the person's language. */
type MatchMail = { subject: string; heading: string; paragraphs: string[]; invite?: boolean };

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
  write: (texts: MatchMailTexts) => MatchMail,
) {
  if (!person.email) return;
  const email = person.email;
  const texts = MATCH_MAIL_TEXTS[person.language];
  const mail = write(texts);
  await safely(ctx, mail.subject, async () =>
    sendBusinessMail(ctx, {
      to: email,
      language: person.language,
      subject: mail.subject,
      heading: mail.heading,
      paragraphs: [texts.greeting(person.firstName), ...mail.paragraphs],
      details: details(view, person),
      action: matchAction(ctx, view, person),
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
  await mailPerson(ctx, view, player, ({ joined }) => ({
    subject: joined.subject(view.court.name),
    heading: joined.heading,
    paragraphs: [
      joined.seat(view.court.name),
      seat
        ? seat.paymentMethod === 'cash'
          ? joined.shareAtVenue(formatPrice(seat.share))
          : joined.share(formatPrice(seat.share))
        : '',
    ].filter(Boolean),
    invite: true,
  }));
  if (view.host) {
    await mailPerson(ctx, view, view.host, ({ hostJoined }) => ({
      subject: hostJoined.heading(player.firstName),
      heading: hostJoined.heading(player.firstName),
      paragraphs: [hostJoined.body(player.firstName, view.court.name)],
    }));
  }
}

/** The host hears that a player left (or was removed, or did not pay in time). */
export async function notifyLeft(ctx: NotifyContext, view: MatchView, player: Person) {
  if (!view.host) return;
  await mailPerson(ctx, view, view.host, ({ hostLeft }) => ({
    subject: hostLeft.heading(player.firstName),
    heading: hostLeft.heading(player.firstName),
    paragraphs: [hostLeft.body(player.firstName)],
  }));
}

export async function notifyFull(ctx: NotifyContext, view: MatchView) {
  for (const person of everyone(view)) {
    await mailPerson(ctx, view, person, ({ full }) => ({
      subject: full.subject(view.court.name),
      heading: full.heading,
      paragraphs: [full.body],
      invite: true,
    }));
    await whatsApp(ctx, 'confirmed', view, person);
  }
}

/** Everyone who was in it when it was cancelled (`seats` as they were). */
export async function notifyCancelled(ctx: NotifyContext, view: MatchView, players: Person[]) {
  const people = [...(view.host ? [view.host] : []), ...players];
  for (const person of people) {
    await mailPerson(ctx, view, person, ({ cancelled }) => ({
      subject: cancelled.subject(view.court.name),
      heading: cancelled.heading,
      paragraphs: [cancelled.body],
      invite: true,
    }));
    await whatsApp(ctx, 'cancelled', view, person);
  }
}

/** The reminder before the match, to a joined player (the host has the booking's own). */
export async function notifyReminder(ctx: NotifyContext, view: MatchView, player: Person) {
  await mailPerson(ctx, view, player, ({ reminder }) => ({
    subject: reminder.subject(view.court.name),
    heading: reminder.heading,
    paragraphs: [reminder.body(view.court.name)],
    invite: true,
  }));
  await whatsApp(ctx, 'reminder', view, player);
}
