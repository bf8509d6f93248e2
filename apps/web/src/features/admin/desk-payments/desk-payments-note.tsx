import { Alert, Anchor } from '@mantine/core';
import { Link } from 'wouter';

/**
 * The transactions screen lists JazzCash's payments only; money taken at the desk is on the
 * Cash-up, whose JazzCash lines are the completed payments and refunds listed here for the day.
 */
export function DeskPaymentsNote() {
  return (
    <Alert color="blue" variant="light" p="xs">
      Money taken at the desk (cash, card terminal, bank transfer, JazzCash QR) is on the{' '}
      {/* The light alert's blue is too pale under the brand's orange: the link keeps the text's colour. */}
      <Anchor component={Link} href="/admin/cash-up" c="inherit" fw={600} underline="always">
        Cash-up
      </Anchor>
      , with these JazzCash payments and refunds, totalled by day.
    </Alert>
  );
}
