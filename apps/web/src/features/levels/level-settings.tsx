import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  LEVEL_CHOICES,
  LEVEL_STEP,
  LEVEL_TEXTS,
  ZLevelChoiceForm,
  formatLevel,
  type TUser,
} from '@padel/contract';
import { useState } from 'react';
import { useContractForm } from '../../lib/contract-form';
import { useErrorMessageOf } from '../../lib/error-message';
import { LevelAssessmentDialog } from './level-assessment-dialog';
import { LevelHistory } from './level-history';
import { useSaveLevel } from './use-save-level';
import { useCatalogueGroup } from '../../i18n/catalogue';

const CHOICES = LEVEL_CHOICES.map((level) => formatLevel(level));

/** The picker starts at the player's level when it is one of its choices (not 3.27 after a rating). */
const choiceOf = (level: number | null) =>
  level !== null && Number.isInteger(level / LEVEL_STEP) ? formatLevel(level) : '';

/** A level picked from 1.0 to 7.0; it starts again from the level whenever that changes. */
function LevelPicker({ level }: { level: number | null }) {
  const L = useCatalogueGroup(LEVEL_TEXTS);
  const errorMessageOf = useErrorMessageOf();
  const { save, isSaving } = useSaveLevel();
  const [failure, setFailure] = useState<string | null>(null);
  const current = choiceOf(level);
  const form = useContractForm(ZLevelChoiceForm, { level: current });

  const onSave = async (request: { level: number }) => {
    setFailure(null);
    try {
      await save(request.level);
    } catch (error) {
      setFailure(errorMessageOf(error, L.saveLevelFailed));
    }
  };

  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={L.pickLevel}
            data={[{ value: '', label: '–' }, ...CHOICES]}
            {...form.getInputProps('level')}
            disabled={isSaving}
            w={160}
          />
          <Button type="submit" loading={isSaving} disabled={form.values.level === current}>
            {L.saveChosenLevel}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** Settings' "Padel level": the current level, the self-assessment again, or a level picked directly. */
export function LevelSettings({ user }: { user: Pick<TUser, 'level'> }) {
  const L = useCatalogueGroup(LEVEL_TEXTS);
  const [isAssessing, setIsAssessing] = useState(false);

  return (
    <Stack gap="sm">
      <Text>
        {user.level === null ? L.settingsNoLevel : L.settingsCurrent(formatLevel(user.level))}
      </Text>
      <Text size="sm" c="dimmed">
        {L.settingsScale}
      </Text>
      <Group>
        <Button variant="light" onClick={() => setIsAssessing(true)}>
          {user.level === null ? L.takeAssessment : L.retakeAssessment}
        </Button>
      </Group>
      <LevelPicker key={String(user.level)} level={user.level} />
      <LevelAssessmentDialog opened={isAssessing} onClose={() => setIsAssessing(false)} />
      <LevelHistory />
    </Stack>
  );
}
