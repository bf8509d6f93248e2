import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  LEVEL_ASSESSMENT,
  LEVEL_TEXTS,
  ZLevelAssessmentForm,
  formatLevel,
  levelFromAnswers,
  type TLevelAssessmentForm,
} from '@padel/contract';
import { useState } from 'react';
import { useContractForm } from '../../lib/contract-form';
import { useErrorMessageOf } from '../../lib/error-message';
import { useReturnFocus } from '../../lib/return-focus';
import { useSaveLevel } from './use-save-level';
import { useCatalogue, useCatalogueGroup } from '../../i18n/catalogue';

const NO_ANSWERS = Object.fromEntries(
  LEVEL_ASSESSMENT.questions.map((question) => [question.id, '']),
) as TLevelAssessmentForm;

type Props = { opened: boolean; onClose: () => void };

/** The self-assessment: a few questions with plain answers, whose points give a first level. */
export function LevelAssessmentDialog({ opened, onClose }: Props) {
  const L = useCatalogueGroup(LEVEL_TEXTS);
  const catalogue = useCatalogue();
  const errorMessageOf = useErrorMessageOf();
  const isOnTop = useReturnFocus(opened);
  const { save, isSaving } = useSaveLevel();
  const form = useContractForm(ZLevelAssessmentForm, NO_ANSWERS);
  const [failure, setFailure] = useState<string | null>(null);
  const level = levelFromAnswers(form.values);

  const close = () => {
    if (isSaving) return;
    form.reset();
    setFailure(null);
    onClose();
  };

  const onSave = async (answers: TLevelAssessmentForm) => {
    const chosen = levelFromAnswers(answers);
    if (chosen === null) return;
    setFailure(null);
    try {
      await save(chosen);
      close();
    } catch (error) {
      setFailure(errorMessageOf(error, L.saveLevelFailed));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={L.assessmentTitle}
      size="lg"
      centered
      closeOnEscape={isOnTop && !isSaving}
      closeOnClickOutside={!isSaving}
    >
      <form onSubmit={form.onSubmit(onSave)} noValidate>
        <Stack gap="md">
          <Text size="sm">{L.assessmentIntro}</Text>
          {LEVEL_ASSESSMENT.questions.map((question) => (
            <Radio.Group
              key={question.id}
              label={catalogue(question.text)}
              {...form.getInputProps(question.id)}
            >
              <Stack gap={6} mt="xs">
                {question.answers.map((answer) => (
                  <Radio
                    key={answer.id}
                    value={answer.id}
                    label={catalogue(answer.label)}
                    disabled={isSaving}
                  />
                ))}
              </Stack>
            </Radio.Group>
          ))}
          <Text fw={600} aria-live="polite">
            {level === null ? '' : L.yourLevel(formatLevel(level))}
          </Text>
          {failure && (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isSaving}>
              {L.cancel}
            </Button>
            <Button type="submit" loading={isSaving}>
              {L.saveLevel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
