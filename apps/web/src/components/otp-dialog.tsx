import { useReturnFocus } from '../lib/return-focus';
import { Alert, Button, Group, Input, Modal, Stack, Text } from '@mantine/core';
import { OTP_LENGTH, OTP_VALIDITY_SECONDS, VALIDATION_MESSAGES } from '@padel/contract';
import { Trans } from '@lingui/react';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTexts } from '../i18n/texts';
import { codeDialogTexts } from './otp-dialog-texts';
import { useCatalogueGroup } from '../i18n/catalogue';

export type OtpDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called with the six digits. The caller shows failures through `error`. */
  onVerify: (code: string) => void;
  /** Called when the player asks for a new code; the dialog restarts its countdown. */
  onResend: () => void;
  email: string;
  title: string;
  isVerifying?: boolean;
  isResending?: boolean;
  /** A failure to show above the buttons, e.g. the server's 'Invalid or expired code'. */
  error?: string | null;
};

const EMPTY_DIGITS: readonly string[] = Array.from({ length: OTP_LENGTH }, () => '');

/** 'm:ss' of a number of seconds. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function secondsLeft(expiresAt: number): number {
  return Math.max(0, Math.ceil((expiresAt - Date.now()) / 1000));
}

/** Seconds until the code expires, ticking once a second; `restart` starts a new code's 300 s. */
function useCodeCountdown() {
  const [expiresAt, setExpiresAt] = useState(() => Date.now() + OTP_VALIDITY_SECONDS * 1000);
  const [remaining, setRemaining] = useState(OTP_VALIDITY_SECONDS);
  useEffect(() => {
    const tick = () => setRemaining(secondsLeft(expiresAt));
    tick();
    const timer = window.setInterval(() => {
      tick();
      if (secondsLeft(expiresAt) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  const restart = () => {
    setExpiresAt(Date.now() + OTP_VALIDITY_SECONDS * 1000);
    setRemaining(OTP_VALIDITY_SECONDS);
  };
  return { remaining, isExpired: remaining === 0, restart };
}

function OtpDialogBody({
  onVerify,
  onResend,
  email,
  isVerifying = false,
  isResending = false,
  error,
}: Omit<OtpDialogProps, 'open' | 'onClose' | 'title'>) {
  const V = useCatalogueGroup(VALIDATION_MESSAGES);
  const [digits, setDigits] = useState<string[]>([...EMPTY_DIGITS]);
  const [message, setMessage] = useState<string | null>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const { remaining, isExpired, restart } = useCodeCountdown();
  const t = useTexts(codeDialogTexts);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)];
    box?.focus();
    box?.select();
  };

  /** Writes digits from a box onwards (typing, paste or the phone's code autofill). */
  const fillFrom = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, OTP_LENGTH - index);
    if (!incoming) return;
    setDigits((current) => {
      const next = [...current];
      incoming.split('').forEach((digit, offset) => {
        next[index + offset] = digit;
      });
      return next;
    });
    setMessage(null);
    focusBox(index + incoming.length);
  };

  const onChangeBox = (index: number, value: string) => {
    if (value === '') {
      setDigits((current) => current.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    const incoming = value.replace(/\D/g, '');
    const held = digits[index];
    // A box that already held a digit keeps only the new keystroke; a longer value is a code
    // the phone filled in, spread over the boxes.
    fillFrom(index, held && incoming.length === 2 ? incoming.replace(held, '') : incoming);
  };

  const onKeyDownBox = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigits((current) => current.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPasteBox = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  const onSubmit = () => {
    const code = digits.join('');
    if (code.length < OTP_LENGTH) {
      setMessage(V.otpIncomplete);
      return;
    }
    setMessage(null);
    onVerify(code);
  };

  const onResendClick = () => {
    setDigits([...EMPTY_DIGITS]);
    setMessage(null);
    restart();
    onResend();
    focusBox(0);
  };

  const shownError = message ?? error ?? null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans
            id="auth.codeDialogIntro"
            values={{ length: OTP_LENGTH, email }}
            components={{ 0: <b dir="ltr" /> }}
          />
        </Text>
        {/* Digits read left to right in Urdu too: the first box stays on the left. */}
        <Group
          gap={6}
          justify="center"
          wrap="nowrap"
          role="group"
          aria-label={t('auth.verificationCode')}
          dir="ltr"
        >
          {digits.map((digit, index) => (
            <Input
              key={index}
              ref={(element: HTMLInputElement | null) => {
                boxes.current[index] = element;
              }}
              value={digit}
              onChange={(event) => onChangeBox(index, event.currentTarget.value)}
              onKeyDown={(event) => onKeyDownBox(index, event)}
              onPaste={(event) => onPasteBox(index, event)}
              onFocus={(event) => event.currentTarget.select()}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              maxLength={index === 0 ? OTP_LENGTH : 2}
              aria-label={t('auth.codeDigit', { index: index + 1, length: OTP_LENGTH })}
              data-autofocus={index === 0 ? true : undefined}
              w={44}
              size="lg"
              styles={{ input: { textAlign: 'center', paddingInline: 0, fontWeight: 700 } }}
            />
          ))}
        </Group>
        <Text size="sm" ta="center" c={isExpired ? 'red.7' : 'dimmed'} aria-live="polite">
          {isExpired
            ? t('auth.codeExpired')
            : t('auth.codeExpiresIn', { time: formatCountdown(remaining) })}
        </Text>
        {shownError && (
          <Alert color="red" variant="light" p="xs">
            {shownError}
          </Alert>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Button
            variant="subtle"
            onClick={onResendClick}
            disabled={!isExpired}
            loading={isResending}
          >
            {t('auth.resend')}
          </Button>
          <Button type="submit" loading={isVerifying}>
            {t('auth.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The 6-box code dialog (spec: code dialog): a 300 s countdown, Resend only after expiry, paste
 * fills the boxes with the digits and backspace moves back. Used for booking and cancellation.
 */
export function OtpDialog({ open, onClose, title, ...body }: OtpDialogProps) {
  useReturnFocus(open);
  const t = useTexts(codeDialogTexts);
  return (
    <Modal
      opened={open}
      onClose={onClose}
      title={title}
      centered
      size="sm"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('auth.close') }}
      // The dialog's own return (useReturnFocus) waits for what opens next, as a booking's
      // confirmation does; Mantine's would take focus back from it.
      returnFocus={false}
    >
      {/* Mounted only while open, so every opening starts with empty boxes and a fresh 300 s. */}
      {open && <OtpDialogBody {...body} />}
    </Modal>
  );
}
