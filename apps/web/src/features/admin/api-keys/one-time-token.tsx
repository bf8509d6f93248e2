import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { ADMIN_SCREEN_TEXTS } from '@padel/contract';

type Props = {
  /** The key's public id (sent with the token by partners' systems for reference). */
  apiKey: string;
  token: string;
  onDone: () => void;
};

/** The new key's secret, shown this once with a copy button (DECISIONS: stored hashed). */
export function OneTimeToken({ apiKey, token, onDone }: Props) {
  return (
    <Alert color="yellow" variant="light" title="API key created" role="alert">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {ADMIN_SCREEN_TEXTS.tokenShownOnce}
        </Text>
        <div>
          <Text size="xs" c="dimmed">
            Token (send as the X-API-Key header)
          </Text>
          <Code
            block
            data-testid="api-key-token"
            style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
          >
            {token}
          </Code>
        </div>
        <Text size="xs" c="dimmed">
          Key id: <Code>{apiKey}</Code>
        </Text>
        <Group gap="sm">
          <CopyButton value={token}>
            {({ copied, copy }) => (
              <Button h={44} color={copied ? 'green' : undefined} onClick={copy}>
                {copied ? 'Copied' : 'Copy token'}
              </Button>
            )}
          </CopyButton>
          <Button h={44} variant="default" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
