import { Badge, Group, Text, type MantineSize } from '@mantine/core';
import { formatPrice, type TSlotDiscount } from '@padel/contract';
import { useTexts } from '../i18n/texts';
import { componentsTexts } from './components-texts';

export type PriceDisplayProps = {
  /** What the player pays; null or undefined when the price is unknown. */
  price: number | null | undefined;
  discount?: Pick<
    TSlotDiscount,
    'hasDiscount' | 'originalPrice' | 'discountedPrice' | 'discountPercentage'
  > | null;
  size?: MantineSize;
  /** Puts the badge under the price, for narrow places such as a slot button. */
  isStacked?: boolean;
};

/**
 * A price in rupees with a '{n}% OFF' badge when discounted: the discounted price, and the
 * original crossed out (spec: shared widgets, price display).
 */
export function PriceDisplay({
  price,
  discount,
  size = 'sm',
  isStacked = false,
}: PriceDisplayProps) {
  const t = useTexts(componentsTexts);
  if (price === null || price === undefined || !Number.isFinite(price)) {
    return (
      <Text size={size} c="dimmed">
        {t('components.priceNA')}
      </Text>
    );
  }
  const hasDiscount = Boolean(discount?.hasDiscount) && (discount?.discountPercentage ?? 0) > 0;
  if (!discount || !hasDiscount) {
    return (
      <Text size={size} fw={600}>
        {formatPrice(price)}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="wrap" justify={isStacked ? 'center' : 'flex-start'}>
      <Text size={size} fw={700} c="green.8">
        {formatPrice(discount.discountedPrice)}
      </Text>
      <Text
        size="xs"
        c="dimmed"
        td="line-through"
        aria-label={t('components.originalPrice', { price: formatPrice(discount.originalPrice) })}
      >
        {formatPrice(discount.originalPrice)}
      </Text>
      <Badge size="xs" color="green" variant="light">
        {t('components.off', { percent: Math.round(discount.discountPercentage) })}
      </Badge>
    </Group>
  );
}
