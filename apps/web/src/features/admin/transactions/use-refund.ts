import type { TRefundAnswer } from '@padel/contract';
import { useCallback, useState } from 'react';
import { errorMessageOf } from '../../../lib/error-message';
import { errorStatusOf } from '../../../lib/error-status';
import { remainingRefundable } from './payment-figures';
import { usePaymentActions } from './use-payment-actions';

/** A payment as the refund dialog needs it. */
export type RefundablePayment = { _id: string; amount: number; refundedAmount: number };

function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The refunds made from one opening of the refund dialog. Each refund carries its own
 * Idempotency-Key: made when the dialog opens and again once the api has answered, so a double
 * click or a retry after a lost answer repeats the same refund and the api records it once.
 * A refused refund recorded nothing, so the next attempt is a new refund with a new key.
 */
export function useRefund(
  payment: RefundablePayment,
  onRefunded?: (answer: TRefundAnswer) => void,
) {
  const { refund } = usePaymentActions();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  // The payment as the last refund left it, until the next opening starts afresh.
  const [latest, setLatest] = useState<RefundablePayment | null>(null);
  const shown = latest?._id === payment._id ? latest : payment;

  const start = useCallback(() => {
    setIdempotencyKey(newIdempotencyKey());
    setError(null);
    setLatest(null);
  }, []);

  const submit = (amount: number) => {
    setError(null);
    refund.mutate(
      { id: payment._id, amount, idempotencyKey },
      {
        onSuccess: (answer) => {
          setIdempotencyKey(newIdempotencyKey());
          setLatest(answer.data.transaction);
          onRefunded?.(answer.data);
        },
        onError: (failure) => {
          // Status 0: the request may have reached the api; a retry must be the same refund.
          if (errorStatusOf(failure) !== 0) setIdempotencyKey(newIdempotencyKey());
          setError(errorMessageOf(failure));
        },
      },
    );
  };

  return {
    start,
    submit,
    error,
    clearError: () => setError(null),
    isPending: refund.isPending,
    refunded: shown.refundedAmount,
    remaining: remainingRefundable(shown),
  };
}
