import { Divider, Stack, Title } from '@mantine/core';
import type { TCourt, TTimeSlot } from '@padel/contract';
import type { LocalDate } from '@padel/domain';
import { componentsTexts } from '../../components/components-texts';
import { useTexts } from '../../i18n/texts';
import { bookingTexts } from './booking-texts';
import { CourtPicker } from './court-picker';
import { QuickSearch } from './quick-search';

/** Step 1: choose a court, or find a time on any court. */
export function CourtStep({
  courts,
  isLoading,
  error,
  onRetry,
  selectedCourtId,
  onSelectCourt,
  today,
  isSignedIn,
  onChooseSuggested,
}: {
  courts: TCourt[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  selectedCourtId: string | null;
  onSelectCourt: (court: TCourt) => void;
  today: LocalDate;
  isSignedIn: boolean;
  onChooseSuggested: (suggested: TTimeSlot) => void;
}) {
  const t = useTexts(bookingTexts);
  // The quick search's prices read the shared components' texts: asked for with the step, so an
  // Urdu page does not hide behind its loader when the first suggestions arrive.
  useTexts(componentsTexts);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('booking.chooseCourt')}
        </Title>
        <CourtPicker
          courts={courts}
          isLoading={isLoading}
          error={error}
          onRetry={onRetry}
          selectedCourtId={selectedCourtId}
          onSelect={onSelectCourt}
        />
      </Stack>
      <Divider label={t('booking.orFindTime')} labelPosition="center" />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('booking.quickSearch')}
        </Title>
        <QuickSearch today={today} isSignedIn={isSignedIn} onChooseSlot={onChooseSuggested} />
      </Stack>
    </Stack>
  );
}
