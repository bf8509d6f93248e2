import { useReturnFocus } from '../../lib/return-focus';
import { Alert, Modal, Text, Title } from '@mantine/core';
import { AUTH_SUCCESS_NAVIGATE_MS } from '@padel/contract';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AuthModalMode } from './auth-events';
import { useAuthHeadings, type AuthStep } from './auth-headings';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthDialogProps = {
  opened: boolean;
  initialMode: AuthModalMode;
  /** Why the dialog opened (the booking page's 'Please login to make a booking'). */
  reason?: string;
  onClose: () => void;
};

/** The auth modal's content: login, register and forgot-password (spec: auth modal). */
export default function AuthDialog({ opened, initialMode, reason, onClose }: AuthDialogProps) {
  const [mode, setMode] = useState<AuthModalMode>(initialMode);
  const [step, setStep] = useState<AuthStep>('first');
  const [location, navigate] = useLocation();
  const heading = useAuthHeadings()[mode][step];

  const onModeChange = (next: AuthModalMode) => {
    setMode(next);
    setStep('first');
  };

  // Spec: after success the modal closes and the player goes to /booking 100 ms later. A visitor
  // already on /booking stays on it: the page goes on to the form with the slot they chose; so
  // does one a page asked to sign in for something on it (joining the match they are reading).
  const onSignedIn = () => {
    onClose();
    if (location === '/booking' || reason) return;
    window.setTimeout(() => navigate('/booking'), AUTH_SUCCESS_NAVIGATE_MS);
  };

  useReturnFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="md"
      title={
        <span>
          <Title order={3} component="span" display="block">
            {heading.title}
          </Title>
          <Text size="sm" c="dimmed" component="span" display="block">
            {heading.subtitle}
          </Text>
        </span>
      }
    >
      {reason && mode !== 'forgot-password' && (
        <Alert color="orange" variant="light" mb="md" role="status">
          {reason}
        </Alert>
      )}
      {mode === 'login' && (
        <LoginForm onSignedIn={onSignedIn} onModeChange={onModeChange} onLeave={onClose} />
      )}
      {mode === 'register' && (
        <RegisterForm
          onSignedIn={onSignedIn}
          onModeChange={onModeChange}
          onStepChange={(next) => setStep(next === 'code' ? 'second' : 'first')}
          onLeave={onClose}
        />
      )}
      {mode === 'forgot-password' && (
        <ForgotPasswordForm
          onModeChange={onModeChange}
          onStepChange={(next) => setStep(next === 'reset' ? 'second' : 'first')}
        />
      )}
    </Modal>
  );
}
