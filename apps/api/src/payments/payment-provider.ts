import type { AppContext } from '../lib/context';
import { createJazzCashClient, type JazzCashClient, type JazzCashExchange } from './jazzcash';

// The api's JazzCash client bound to its configuration and clock. REST calls go through
// `call`, which hands back the call's exchange (request and answer, already redacted) for the
// caller to record on its transaction, and logs a one-line summary of it: codes and timings,
// never a payload.

export type ProviderContext = Pick<AppContext, 'config' | 'clock' | 'logger'>;

export type ProviderCall<T> = { result: T; exchange: JazzCashExchange | null };

export type PaymentProvider = {
  /** For what needs no REST call: references, the card form, the card return. */
  client: JazzCashClient;
  call: <T>(run: (client: JazzCashClient) => Promise<T>) => Promise<ProviderCall<T>>;
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function createPaymentProvider(
  ctx: ProviderContext,
  deps: { fetch?: typeof fetch } = {},
): PaymentProvider {
  const { jazzcash } = ctx.config;
  const config = {
    merchantId: jazzcash.merchantId,
    password: jazzcash.password,
    integritySalt: jazzcash.integritySalt,
    mpin: jazzcash.mpin,
    returnUrl: jazzcash.returnUrl,
    cardPageUrl: jazzcash.cardPageUrl,
    apiBaseUrl: jazzcash.apiBaseUrl,
    timeoutMs: jazzcash.timeoutMs,
  };
  const clientDeps = { now: () => ctx.clock.now(), ...(deps.fetch ? { fetch: deps.fetch } : {}) };

  function logExchange(exchange: JazzCashExchange): void {
    const summary = {
      jazzcash: {
        operation: exchange.operation,
        txnRefNo: textOf(exchange.request.pp_TxnRefNo),
        responseCode: textOf(exchange.response?.pp_ResponseCode),
        httpStatus: exchange.httpStatus,
        durationMs: exchange.durationMs,
        ...(exchange.error ? { error: exchange.error } : {}),
      },
    };
    if (exchange.error) ctx.logger.warn(summary, 'JazzCash call failed');
    else ctx.logger.info(summary, 'JazzCash call');
  }

  return {
    client: createJazzCashClient(config, clientDeps),
    async call(run) {
      let exchange: JazzCashExchange | null = null;
      // A client per call, so concurrent calls cannot mix up their exchanges.
      const client = createJazzCashClient(config, {
        ...clientDeps,
        onExchange: (seen) => {
          exchange = seen;
          logExchange(seen);
        },
      });
      const result = await run(client);
      return { result, exchange };
    },
  };
}
