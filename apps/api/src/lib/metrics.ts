// Counters an operator watches, per api instance, named the Prometheus way. The api has no
// metrics library or scrape endpoint yet: each count also rides on the log line of the event,
// so that log-based alerting sees it today.

/** Every counter the api keeps: its Prometheus name and what it counts. */
export const METRICS = {
  jazzCashReturnsRejected: {
    name: 'padel_jazzcash_returns_rejected_total',
    help: 'JazzCash card returns refused unread: unsigned, badly signed, incomplete, or for no payment of ours.',
  },
} as const;

export type MetricName = keyof typeof METRICS;
export type MetricLabels = Readonly<Record<string, string>>;

export type Metrics = {
  /** Adds one to the counter for these labels; answers its new value. */
  increment: (metric: MetricName, labels?: MetricLabels) => number;
  /** The counter for exactly these labels, or its sum over all labels when none are given. */
  read: (metric: MetricName, labels?: MetricLabels) => number;
};

const keyOf = (labels: MetricLabels) =>
  JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export function createMetrics(): Metrics {
  const counters = new Map<MetricName, Map<string, number>>();
  return {
    increment: (metric, labels = {}) => {
      const series = counters.get(metric) ?? new Map<string, number>();
      counters.set(metric, series);
      const key = keyOf(labels);
      const value = (series.get(key) ?? 0) + 1;
      series.set(key, value);
      return value;
    },
    read: (metric, labels) => {
      const series = counters.get(metric);
      if (!series) return 0;
      if (labels) return series.get(keyOf(labels)) ?? 0;
      let total = 0;
      for (const value of series.values()) total += value;
      return total;
    },
  };
}
