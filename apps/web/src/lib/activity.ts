import {
  ACTIVITY_IDLE_MS,
  API_BASE_PATH,
  FUNNEL_STEPS,
  MAX_ACTIVITIES_PER_CALL,
  type TActivityAction,
  type TActivityData,
  type TFunnelStepName,
  type TTrackActivityRequest,
  type TTrackedActivity,
  type TTrackedSession,
} from '@padel/contract';
import { activityTokenStorage, setActivityAuthorization } from './activity-authorization';
import { toServerUrl } from './server-url';

export { setActivityAuthorization };

// Booking-funnel tracking (spec: activity session). Beacons are fire and forget: they go
// straight to the gateway's keepalive passthrough, batched, and never fail the page.

const TRACK_URL = `${API_BASE_PATH}/analytics/track-activity`;
const STORAGE_KEY = 'padel.activity-session';
/** Small bursts (a click that moves two funnel steps) go out as one call. */
export const ACTIVITY_FLUSH_DELAY_MS = 1000;

type StoredSession = { sessionId: string; startTime: string; lastActivityAt: number };

let memorySession: StoredSession | null = null;
let queue: TTrackedActivity[] = [];
/** The session the queued activities belong to, described only when they are sent. */
let queuedSession: { session: StoredSession; url: string; userId: string | null } | null = null;
let timeZone: string | undefined;
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let userId: string | null = null;
let isListening = false;

function readStoredSession(): StoredSession | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return memorySession;
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof parsed.sessionId !== 'string' || typeof parsed.startTime !== 'string')
      return memorySession;
    if (typeof parsed.lastActivityAt !== 'number') return memorySession;
    return {
      sessionId: parsed.sessionId,
      startTime: parsed.startTime,
      lastActivityAt: parsed.lastActivityAt,
    };
  } catch {
    // Storage can be blocked (private browsing); the session then lives as long as the page.
    return memorySession;
  }
}

function storeSession(session: StoredSession): void {
  memorySession = session;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Blocked storage: memorySession above keeps the session for this page.
  }
}

function newSessionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The current session, reused while the last activity was within 5 minutes (spec), else a new one. */
function touchSession(now: number): StoredSession {
  const known = readStoredSession();
  const isAlive = known !== null && now - known.lastActivityAt <= ACTIVITY_IDLE_MS;
  const session: StoredSession = isAlive
    ? { ...known, lastActivityAt: now }
    : { sessionId: newSessionId(), startTime: new Date(now).toISOString(), lastActivityAt: now };
  storeSession(session);
  return session;
}

function platformName(): string {
  const withHints = navigator as Navigator & { userAgentData?: { platform?: string } };
  return withHints.userAgentData?.platform || navigator.platform || '';
}

/**
 * The session as the beacon describes it. Read when the beacon goes, a second after the screen's
 * first activity rather than while the screen is drawn: the window's size makes the browser lay
 * the page out first, and the first `Intl` object loads its data.
 */
function describeSession({ session, url, userId: user }: NonNullable<typeof queuedSession>) {
  timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone.slice(0, 64);
  const described: TTrackedSession = {
    sessionId: session.sessionId,
    userId: user,
    startTime: session.startTime,
    userAgent: navigator.userAgent.slice(0, 500),
    url: url.slice(0, 2048),
    referrer: document.referrer.slice(0, 2048),
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    timezone: timeZone,
    language: navigator.language.slice(0, 35),
    platform: platformName().slice(0, 100),
  };
  return described;
}

/** Sends what is queued now (also on pagehide, so the last steps of a leaving visitor arrive). */
export function flushActivity(): void {
  if (flushTimer !== null) {
    clearTimeout(flushTimer);
    flushTimer = null;
  }
  if (!queuedSession || queue.length === 0) return;
  const body: TTrackActivityRequest = {
    session: describeSession(queuedSession),
    activities: queue.slice(0, MAX_ACTIVITIES_PER_CALL),
  };
  queue = queue.slice(MAX_ACTIVITIES_PER_CALL);
  if (queue.length === 0) queuedSession = null;
  const send = (authorization?: string) =>
    fetch(toServerUrl(TRACK_URL), {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        ...(authorization ? { authorization: `Bearer ${authorization}` } : {}),
      },
      body: JSON.stringify(body),
    });
  // Spec: the beacon carries the bearer token if one is stored (the app's secure storage).
  const tokenStorage = activityTokenStorage();
  const sent = tokenStorage
    ? tokenStorage.get().then((tokens) => send(tokens.accessToken))
    : send();
  sent.catch(() => {
    // Fire and forget (spec): a lost beacon must never disturb the player.
  });
  if (queue.length > 0) flushActivity();
}

function listenForPageHide(): void {
  if (isListening) return;
  isListening = true;
  window.addEventListener('pagehide', flushActivity);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushActivity();
  });
}

/** Whose activity this is; the server still trusts only the session's token. */
export function setActivityUser(id: string | null): void {
  userId = id;
}

/** Records one activity; it is sent within a second, together with any that follow it. */
export function trackActivity(action: TActivityAction, data?: TActivityData): void {
  if (typeof window === 'undefined') return;
  listenForPageHide();
  const now = Date.now();
  const session = touchSession(now);
  if (queuedSession && queuedSession.session.sessionId !== session.sessionId) flushActivity();
  queuedSession = { session, url: window.location.href, userId };
  queue.push({
    timestamp: new Date(now).toISOString(),
    action,
    ...(data ? { data } : {}),
    url: window.location.href.slice(0, 2048),
    sessionId: session.sessionId,
  });
  if (flushTimer === null) flushTimer = setTimeout(flushActivity, ACTIVITY_FLUSH_DELAY_MS);
}

export function trackPageView(
  url: string = window.location.pathname + window.location.search,
): void {
  trackActivity('page_view', { page: url });
}

/**
 * A booking-funnel step: steps 1-3 as their numbers (select court, pick date, select time
 * slot), the later ones by name (booking_form, send_otp, otp_verification, booking_completed).
 */
export function trackBookingStep(step: TFunnelStepName, data: TActivityData = {}): void {
  const numbered = FUNNEL_STEPS.find((funnelStep) => funnelStep.name === step);
  const isNamedStep =
    step === 'booking_form' ||
    step === 'send_otp' ||
    step === 'otp_verification' ||
    step === 'booking_completed';
  trackActivity('booking_flow', {
    ...data,
    step: isNamedStep || !numbered ? step : numbered.number,
  });
}

/** Forgets everything queued and the session; for tests. */
export function resetActivityForTests(): void {
  if (flushTimer !== null) clearTimeout(flushTimer);
  flushTimer = null;
  queue = [];
  queuedSession = null;
  memorySession = null;
  userId = null;
  setActivityAuthorization(undefined);
}
