import { createCashPaymentFlow, type PaymentFlows } from '../bookings';
import { createCardPaymentFlow } from './card-payments';
import type { PaymentProvider } from './payment-provider';
import type { SettlementContext } from './payment-settlement';
import { createWalletPaymentFlow } from './wallet-payments';

/** Cash at the venue; card and wallet through JazzCash, sharing one provider. */
export function createPaymentFlows(
  ctx: SettlementContext,
  provider: PaymentProvider,
): PaymentFlows {
  return {
    cash: createCashPaymentFlow(),
    jazzcash_card: createCardPaymentFlow(ctx, provider),
    jazzcash_mwallet: createWalletPaymentFlow(ctx, provider),
  };
}
