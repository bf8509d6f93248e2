import { Alert, Select, Stack, Text } from '@mantine/core';
import {
  DESK_PAYMENT_METHOD_LABELS,
  DESK_PAYMENT_METHODS,
  type TDeskPaymentMethod,
} from '@padel/contract';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessageOf } from '../../../lib/error-message';
import { formatLocalDate, formatRs, formatSlot } from '../shared';
import type { SeatAction } from './match-seats-table';
import { useRemoveMatchPlayer, useTakeSharePayment } from './use-console-matches';

const METHOD_OPTIONS = DESK_PAYMENT_METHODS.map((value) => ({
  value,
  label: DESK_PAYMENT_METHOD_LABELS[value],
}));

const whenOf = ({ match }: SeatAction) =>
  `${match.court.name}, ${formatLocalDate(match.date)} ${formatSlot(match.timeSlot)}`;

/** Paid at desk: the share, exactly, taken in cash unless the desk says otherwise. */
export function PayShareDialog({
  action,
  onClose,
}: {
  action: SeatAction | null;
  onClose: () => void;
}) {
  const [method, setMethod] = useState<TDeskPaymentMethod>('cash');
  const take = useTakeSharePayment(onClose);
  const { reset } = take;
  useEffect(() => {
    if (!action) return;
    setMethod('cash');
    reset();
  }, [action, reset]);
  const seat = action?.seat;
  return (
    <ConfirmDialog
      opened={Boolean(action)}
      onClose={onClose}
      type="success"
      title="Paid at desk"
      confirmText={seat ? `Record ${formatRs(seat.share)}` : 'Record'}
      isLoading={take.isPending}
      onConfirm={() => {
        if (!action || take.isPending) return;
        take.mutate({
          id: action.match._id,
          userId: action.seat.userId,
          amount: action.seat.share,
          method,
        });
      }}
      message={
        action && seat ? (
          <Text size="sm">
            {seat.name} pays their share of {formatRs(seat.share)} for the match on {whenOf(action)}
            .
          </Text>
        ) : null
      }
    >
      <Stack gap="xs">
        <Select
          label="Method"
          data={METHOD_OPTIONS}
          value={method}
          onChange={(value) => value && setMethod(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        {take.error ? (
          <Alert color="red" role="alert">
            {errorMessageOf(take.error)}
          </Alert>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}

/** Remove a player: the seat opens again; what they paid online is refunded. */
export function RemovePlayerDialog({
  action,
  onClose,
}: {
  action: SeatAction | null;
  onClose: () => void;
}) {
  const remove = useRemoveMatchPlayer(onClose);
  const seat = action?.seat;
  const paidAtDesk = seat?.deskPayment && seat.amountPaid > 0;
  return (
    <ConfirmDialog
      opened={Boolean(action)}
      onClose={onClose}
      type="danger"
      title="Remove player"
      confirmText="Remove"
      isLoading={remove.isPending}
      onConfirm={() => {
        if (!action || remove.isPending) return;
        remove.mutate({ id: action.match._id, userId: action.seat.userId });
      }}
      message={
        action && seat ? (
          <Stack gap={4}>
            <Text size="sm">
              Remove {seat.name} from the match on {whenOf(action)}? Their seat opens again and they
              are told. A share paid online is refunded.
            </Text>
            {paidAtDesk && (
              <Text size="sm" fw={600}>
                {formatRs(seat.amountPaid)} was paid at the desk: give it back, and ask an admin to
                void that payment.
              </Text>
            )}
          </Stack>
        ) : null
      }
    />
  );
}
