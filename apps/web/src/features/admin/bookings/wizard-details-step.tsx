import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  ADMIN_WIZARD_DURATIONS,
  BOOKING_WINDOW_DAYS,
  SERIES_SCREEN_TEXTS,
  type TAdminWizardDuration,
} from '@padel/contract';
import type { Dispatch } from 'react';
import { errorMessageOf } from '../../../lib/error-message';
import type { TCourt } from '@padel/contract';
import { karachiToday, shiftDate } from '../shared';
import type { TWizardCustomer } from './use-wizard-customer';
import { WizardSlotPicker } from './wizard-slot-picker';
import { WizardPriceSummary } from './wizard-price-summary';
import {
  isWizardDetailsComplete,
  type WizardDetails,
  type WizardDetailsAction,
} from './wizard-state';

type Props = {
  activeCourts: TCourt[];
  details: WizardDetails;
  dispatch: Dispatch<WizardDetailsAction>;
  customer: TWizardCustomer;
  isEnabled: boolean;
  create: { error: unknown; isPending: boolean };
  onBack: () => void;
  onSubmit: () => void;
  /** Repeat weekly: the same court and time on later weeks (a series). */
  onRepeat?: () => void;
};

/** Step 2: court, date, duration, slot and notes, then Create Booking. */
export function WizardDetailsStep({
  activeCourts,
  details,
  dispatch,
  customer,
  isEnabled,
  create,
  onBack,
  onSubmit,
  onRepeat,
}: Props) {
  const today = karachiToday();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Court"
          placeholder="Choose a court"
          data={activeCourts.map((court) => ({
            value: court._id,
            label: `${court.name} (${court.location})`,
          }))}
          value={details.courtId}
          onChange={(courtId) => dispatch({ type: 'court', courtId })}
          allowDeselect={false}
        />
        <DatePickerInput
          label="Date"
          placeholder="Choose a date"
          value={details.date}
          onChange={(date) => dispatch({ type: 'date', date })}
          minDate={today}
          maxDate={shiftDate(today, BOOKING_WINDOW_DAYS)}
          valueFormat="ddd, D MMM YYYY"
        />
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500} mb={4}>
          Duration
        </Text>
        <SegmentedControl
          aria-label="Duration"
          value={String(details.duration)}
          onChange={(value) =>
            dispatch({ type: 'duration', duration: Number(value) as TAdminWizardDuration })
          }
          data={ADMIN_WIZARD_DURATIONS.map((minutes) => ({
            value: String(minutes),
            label: `${minutes} min`,
          }))}
          fullWidth
        />
      </div>
      <div>
        <Text size="sm" fw={500} mb={4}>
          Time slot
        </Text>
        <WizardSlotPicker details={details} dispatch={dispatch} isEnabled={isEnabled} />
      </div>
      <Textarea
        label="Notes"
        value={details.notes}
        onChange={(event) => dispatch({ type: 'notes', notes: event.currentTarget.value })}
        rows={2}
        maxLength={1000}
      />
      {create.error ? (
        <Alert color="red" role="alert">
          {errorMessageOf(create.error)}
        </Alert>
      ) : null}
      <Card withBorder padding="xs" radius="md" bg="gray.0">
        <Text size="sm">
          {customer.userType === 'temporary'
            ? `Temporary user: ${customer.tempForm.values.firstName} ${customer.tempForm.values.lastName}`
            : 'Existing customer'}
        </Text>
        <WizardPriceSummary
          court={activeCourts.find((court) => court._id === details.courtId)}
          details={details}
        />
      </Card>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Group gap="xs">
          {onRepeat && (
            <Button variant="light" onClick={onRepeat} disabled={!isWizardDetailsComplete(details)}>
              {SERIES_SCREEN_TEXTS.repeatWeekly}
            </Button>
          )}
          <Button
            onClick={onSubmit}
            disabled={!isWizardDetailsComplete(details)}
            loading={create.isPending}
          >
            Create Booking
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
