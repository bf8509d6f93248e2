import { NumberInput } from '@mantine/core';
import { formatPrice } from '@padel/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type RefundDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Called with whole rupees; an empty amount closes the dialog instead (spec: empty cancels). */
  onRefund: (amount: number) => void;
  /** What can still be refunded, as the default and the ceiling shown. */
  refundable: number;
  isLoading: boolean;
};

/** Spec: a refund prompts for an amount in PKR; an empty input cancels. */
export function RefundDialog({
  opened,
  onClose,
  onRefund,
  refundable,
  isLoading,
}: RefundDialogProps) {
  const [amount, setAmount] = useState<string | number>('');
  return (
    <ConfirmDialog
      opened={opened}
      onClose={() => {
        setAmount('');
        onClose();
      }}
      onConfirm={() => {
        if (amount === '' || amount === null) {
          onClose();
          return;
        }
        onRefund(Number(amount));
      }}
      title="Refund"
      message={`Refundable: ${formatPrice(refundable)}`}
      confirmText="Refund"
      type="danger"
      isLoading={isLoading}
    >
      <NumberInput
        label="Amount (PKR)"
        placeholder={String(refundable)}
        value={amount}
        onChange={setAmount}
        min={1}
        max={refundable || undefined}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        data-autofocus
      />
    </ConfirmDialog>
  );
}
