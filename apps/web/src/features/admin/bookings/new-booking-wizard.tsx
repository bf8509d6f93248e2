import '@mantine/dates/styles.layer.css';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  ADMIN_WIZARD_DURATIONS,
  BOOKING_WINDOW_DAYS,
  SEARCH_DEBOUNCE_WIZARD_MS,
  USERS_WIZARD_PAGE_SIZE,
  ZWizardTempUser,
  type TAdminWizardDuration,
} from '@padel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { useSession } from '../../auth';
import { useContractForm } from '../../../lib/contract-form';
import { useReturnFocus } from '../../../lib/return-focus';
import { fullName, karachiToday, shiftDate, useCourts } from '../shared';
import { TempUserFields } from './temp-user-fields';
import {
  initialWizardDetails,
  isWizardDetailsComplete,
  slotsWithin,
  wizardDetailsReducer,
  type WizardDetails,
} from './wizard-state';
import classes from './bookings.module.css';
import { errorMessageOf } from '../../../lib/error-message';

export type WizardPrefill = Partial<Pick<WizardDetails, 'courtId' | 'date' | 'slot'>>;

type UserType = 'existing' | 'temporary';
const EMPTY_TEMP = { firstName: '', lastName: '', email: '', phone: '' };

function ExistingUserSearch({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_WIZARD_MS);
  const users = useQuery(
    trpc.admin.users.list.queryOptions({
      page: 1,
      limit: USERS_WIZARD_PAGE_SIZE,
      role: 'customer',
      includeStats: false,
      includeActivity: false,
      ...(debounced ? { search: debounced } : {}),
    }),
  );
  return (
    <Stack gap="sm">
      <TextInput
        label="Search customers"
        placeholder="Name, e-mail or phone"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={users.isFetching ? <Loader size="xs" /> : null}
      />
      {users.error && (
        <Alert color="red" role="alert">
          {errorMessageOf(users.error)}
        </Alert>
      )}
      {users.data && users.data.users.length === 0 && (
        <Text size="sm" c="dimmed">
          No customers found
        </Text>
      )}
      <Radio.Group value={selected} onChange={onSelect} aria-label="Customer">
        <Stack gap={6}>
          {users.data?.users.map((user) => (
            <Radio.Card
              key={user._id}
              value={user._id}
              p="sm"
              radius="md"
              className={classes.choice}
            >
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {fullName(user)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {user.email} · {user.phone}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

/**
 * New Booking in two steps (spec: choose the user, then court, date, duration and slot). A
 * prefill (from the day calendar) fills court, date and slot.
 */
export function NewBookingWizard({
  opened,
  onClose,
  prefill,
}: {
  opened: boolean;
  onClose: () => void;
  prefill?: WizardPrefill;
}) {
  const trpc = useTRPC();
  useReturnFocus(opened);
  const queryClient = useQueryClient();
  const { isAdmin } = useSession();
  const today = karachiToday();
  const [step, setStep] = useState(0);
  // Searching customers is an admin call: staff book walk-ins as temporary users.
  const [userType, setUserType] = useState<UserType>(isAdmin ? 'existing' : 'temporary');
  const [userId, setUserId] = useState<string | null>(null);
  const tempForm = useContractForm(ZWizardTempUser, EMPTY_TEMP);
  const validTempUser = () =>
    tempForm.validate().hasErrors ? null : tempForm.getTransformedValues();
  const [details, dispatch] = useReducer(wizardDetailsReducer, prefill, (initial) =>
    initialWizardDetails(initial),
  );
  const courts = useCourts();
  const activeCourts = useMemo(
    () => (courts.data?.courts ?? []).filter((court) => court.status === 'active'),
    [courts.data],
  );

  // Opening the wizard again starts afresh with the new prefill.
  useEffect(() => {
    if (!opened) return;
    setStep(0);
    setUserId(null);
    setUserType(isAdmin ? 'existing' : 'temporary');
    tempForm.reset();
    dispatch({ type: 'reset', details: initialWizardDetails(prefill) });
  }, [opened, prefill, tempForm.reset, isAdmin]);

  const availability = useQuery({
    ...trpc.admin.availability.check.queryOptions({ date: details.date ?? today }),
    enabled: opened && step === 1 && Boolean(details.date),
  });
  const free =
    availability.data?.availability.find((entry) => entry.court._id === details.courtId)?.free ??
    [];
  const slots = slotsWithin(free, details.duration);

  const create = useMutation(
    trpc.admin.bookings.create.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message ?? 'Booking created' });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
        onClose();
      },
    }),
  );

  const goToDetails = () => {
    if (userType === 'existing') {
      if (userId) setStep(1);
      return;
    }
    if (validTempUser()) setStep(1);
  };

  const submit = () => {
    if (!isWizardDetailsComplete(details)) return;
    const tempUser = userType === 'temporary' ? validTempUser() : null;
    create.mutate({
      userType,
      ...(userType === 'existing' && userId ? { user: userId } : {}),
      ...(tempUser ? { tempUser } : {}),
      court: details.courtId,
      date: details.date,
      timeSlot: details.slot,
      duration: details.duration,
      ...(details.notes.trim() ? { notes: details.notes.trim() } : {}),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New Booking" size="xl">
      <Stepper active={step} onStepClick={(next) => next < step && setStep(next)} size="sm" mb="md">
        <Stepper.Step label="Customer" />
        <Stepper.Step label="Booking details" />
      </Stepper>
      {step === 0 ? (
        <Stack gap="md">
          <SegmentedControl
            value={userType}
            onChange={(value) => setUserType(value)}
            data={[
              { value: 'existing', label: 'Existing customer', disabled: !isAdmin },
              { value: 'temporary', label: 'Temporary user' },
            ]}
            fullWidth
          />
          {userType === 'existing' ? (
            <ExistingUserSearch selected={userId} onSelect={setUserId} />
          ) : (
            <TempUserFields
              values={tempForm.values}
              errors={tempForm.errors}
              onChange={(field, value) => tempForm.setFieldValue(field, value)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={goToDetails} disabled={userType === 'existing' && !userId}>
              Next
            </Button>
          </Group>
        </Stack>
      ) : (
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
            {!details.courtId || !details.date ? (
              <Text size="sm" c="dimmed">
                Choose a court and a date to see the free times.
              </Text>
            ) : availability.isLoading ? (
              <Loader size="sm" />
            ) : availability.error ? (
              <Alert color="red">{errorMessageOf(availability.error)}</Alert>
            ) : slots.length === 0 && !details.slot ? (
              <Text size="sm" c="dimmed">
                No availability
              </Text>
            ) : (
              <div className={classes.slotGrid} role="group" aria-label="Time slots">
                {(details.slot && !slots.some((slot) => slot.startTime === details.slot?.startTime)
                  ? [details.slot, ...slots]
                  : slots
                ).map((slot) => {
                  const isChosen =
                    details.slot?.startTime === slot.startTime &&
                    details.slot.endTime === slot.endTime;
                  return (
                    <UnstyledButton
                      key={`${slot.startTime}-${slot.endTime}`}
                      className={classes.slot}
                      data-chosen={isChosen || undefined}
                      aria-pressed={isChosen}
                      onClick={() => dispatch({ type: 'slot', slot })}
                    >
                      {slot.startTime} - {slot.endTime}
                    </UnstyledButton>
                  );
                })}
              </div>
            )}
          </div>
          <Textarea
            label="Notes"
            value={details.notes}
            onChange={(event) => dispatch({ type: 'notes', notes: event.currentTarget.value })}
            rows={2}
            maxLength={1000}
          />
          {create.error && (
            <Alert color="red" role="alert">
              {errorMessageOf(create.error)}
            </Alert>
          )}
          <Card withBorder padding="xs" radius="md" bg="gray.0">
            <Text size="sm">
              {userType === 'temporary'
                ? `Temporary user: ${tempForm.values.firstName} ${tempForm.values.lastName}`
                : 'Existing customer'}
            </Text>
          </Card>
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep(0)}>
              Back
            </Button>
            <Button
              onClick={submit}
              disabled={!isWizardDetailsComplete(details)}
              loading={create.isPending}
            >
              Create Booking
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
