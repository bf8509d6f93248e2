import { Alert, Box, Button, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TCourt } from '@padel/contract';
import { useTexts } from '../../i18n/texts';
import { toImageSrc } from './booking-format';
import { bookingTexts } from './booking-texts';
import classes from './booking.module.css';

export type CourtPickerProps = {
  courts: readonly TCourt[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  selectedCourtId: string | null;
  onSelect: (court: TCourt) => void;
};

/**
 * A court's name and description are the venue's words, often Latin in an Urdu page: they take
 * their own direction (so a full stop or a cut-off ends where the text does) and the card's
 * alignment.
 */
const MATCH_PARENT = { textAlign: 'match-parent' } as const;

function CourtImage({ court }: { court: TCourt }) {
  const src = toImageSrc(court.image);
  if (!src) {
    return (
      <div className={classes.courtImageFallback} aria-hidden>
        {court.name.slice(0, 1).toUpperCase()}
      </div>
    );
  }
  return (
    <img
      className={classes.courtImage}
      src={src}
      alt=""
      width={240}
      height={135}
      loading="lazy"
      decoding="async"
    />
  );
}

/** Step 1: a horizontal scroller of court cards (image, name, two-line description). */
export function CourtPicker({
  courts,
  isLoading,
  error,
  onRetry,
  selectedCourtId,
  onSelect,
}: CourtPickerProps) {
  const t = useTexts(bookingTexts);
  if (error) {
    return (
      <Alert color="red" variant="light" title={error}>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('booking.retry')}
        </Button>
      </Alert>
    );
  }
  if (isLoading || !courts) {
    return (
      <div className={classes.scroller} aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Box key={key} className={classes.courtCard}>
            <Skeleton w={240} h={135} radius={0} />
            <Stack gap={6} p="sm">
              <Skeleton h={14} w="60%" />
              <Skeleton h={10} />
              <Skeleton h={10} w="80%" />
            </Stack>
          </Box>
        ))}
      </div>
    );
  }
  if (courts.length === 0) {
    return <Text c="dimmed">{t('booking.noCourts')}</Text>;
  }
  return (
    <div className={classes.scroller} role="group" aria-label={t('booking.courts')}>
      {courts.map((court) => {
        const isSelected = court.id === selectedCourtId;
        return (
          <UnstyledButton
            key={court.id}
            className={classes.courtCard}
            data-selected={isSelected || undefined}
            aria-current={isSelected || undefined}
            onClick={() => onSelect(court)}
          >
            <CourtImage court={court} />
            <Stack gap={4} p="sm">
              <Text fw={700} lineClamp={1} dir="auto" style={MATCH_PARENT}>
                {court.name}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={2} mih="2.9em" dir="auto" style={MATCH_PARENT}>
                {court.description}
              </Text>
            </Stack>
          </UnstyledButton>
        );
      })}
    </div>
  );
}
