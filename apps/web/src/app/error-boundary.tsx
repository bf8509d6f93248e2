import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { CLIENT_ERROR_MESSAGES } from '@padel/contract';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type State = { hasError: boolean };

/** The generic error screen (spec: 'Something went wrong'). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <Center mih="60vh" p="md">
        <Stack align="center" gap="sm">
          <Title order={2}>{CLIENT_ERROR_MESSAGES.somethingWentWrong}</Title>
          <Text c="dimmed">{CLIENT_ERROR_MESSAGES.renderFailed}</Text>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Stack>
      </Center>
    );
  }
}
