import { Button, Card, Group, Text, Title } from '@mantine/core';
import { LEVEL_TEXTS } from '@padel/contract';
import { Suspense, useEffect, useState } from 'react';
import { lazyExport } from '../../lib/lazy-export';
import { useHasOpened } from '../../lib/use-has-opened';
import { whenIdle } from '../../lib/when-idle';
import { useSession } from '../auth';
import {
  dismissLevelPrompt,
  isLevelPromptDismissed,
  keepLevelPromptDismissal,
} from './level-prompt';
import { useFirstData } from '../../lib/first-data-context';
import { useCatalogueGroup } from '../../i18n/catalogue';

// The self-assessment (its form and the contract's schemas) loads once the card has been painted
// and the page is idle, or when first opened.
const loadAssessmentDialog = () => import('./level-assessment-dialog');
const LevelAssessmentDialog = lazyExport(loadAssessmentDialog, 'LevelAssessmentDialog');

/**
 * Asks a signed-in player without a level to take the self-assessment, until they do or say
 * "Not now". Once they have a level the card is gone; /settings keeps the way back.
 */
export function LevelPromptCard() {
  const L = useCatalogueGroup(LEVEL_TEXTS);
  const { user } = useSession();
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const saidOnServer = useFirstData()?.levelPromptDismissed;
  const isDismissed =
    user !== null && (dismissedFor === user.id || isLevelPromptDismissed(user.id, saidOnServer));

  // The dialog stays mounted while it closes after saving, when the player has a level.
  const isWanted = user !== null && user.level === null && !isDismissed;
  const hasOpened = useHasOpened(isOpen);
  useEffect(() => (isWanted ? whenIdle(() => void loadAssessmentDialog()) : undefined), [isWanted]);
  useEffect(() => {
    if (user) keepLevelPromptDismissal(user.id);
  }, [user]);
  if (!user || (!isWanted && !isOpen)) return null;

  const onNotNow = () => {
    dismissLevelPrompt(user.id);
    setDismissedFor(user.id);
  };

  return (
    <>
      {isWanted && (
        <Card
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby="level-prompt-title"
        >
          <Title order={2} size="h5" id="level-prompt-title">
            {L.assessmentTitle}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {L.promptText}
          </Text>
          <Group gap="sm" mt="sm">
            <Button size="sm" onClick={() => setIsOpen(true)}>
              {L.answerQuestions}
            </Button>
            <Button size="sm" variant="default" onClick={onNotNow}>
              {L.notNow}
            </Button>
          </Group>
        </Card>
      )}
      <Suspense fallback={null}>
        {hasOpened && <LevelAssessmentDialog opened={isOpen} onClose={() => setIsOpen(false)} />}
      </Suspense>
    </>
  );
}
