import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { CASH_UP_METHOD_LABELS, cashUpCsv, type TCashUpAnswer } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/error-message';
import { useTRPC } from '../../../lib/trpc';
import { AdminPageHeader, formatLocalDate, formatRs, karachiToday } from '../shared';
import { DaySheet } from './day-sheet';
import classes from './cash-up.module.css';

function downloadCsv(answer: TCashUpAnswer) {
  const blob = new Blob([cashUpCsv(answer)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `cash-up-${answer.date}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

function Totals({ title, rows }: { title: string; rows: { label: string; amount: number }[] }) {
  return (
    <Card withBorder padding="sm" aria-label={title}>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      {rows.map((row) => (
        <Group key={row.label} justify="space-between">
          <Text size="sm">{row.label}</Text>
          <Text size="sm">{formatRs(row.amount)}</Text>
        </Group>
      ))}
    </Card>
  );
}

/** Cash-up (admins): the till of a Karachi day, its totals, CSV, print, and the day sheet. */
export default function CashUpPage() {
  const trpc = useTRPC();
  const [date, setDate] = useState(karachiToday());
  const till = useQuery(trpc.admin.cashUp.queryOptions({ date }));
  const answer = till.data;

  return (
    <Stack gap="md" className={classes.page}>
      <AdminPageHeader
        title="Cash-up"
        description="Every payment, refund and void taken on a day, with the totals to count the till against"
      />
      <Group gap="sm" align="flex-end" className={classes.noPrint}>
        <DatePickerInput
          label="Day"
          value={date}
          onChange={(value) => value && setDate(value)}
          valueFormat="D MMM YYYY"
          w={170}
        />
        <Button variant="default" disabled={!answer} onClick={() => answer && downloadCsv(answer)}>
          Download CSV
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <Text fw={700} className={classes.printOnly}>
        Cash-up, {formatLocalDate(date)}
      </Text>
      {till.error && <Alert color="red">{errorMessageOf(till.error)}</Alert>}
      {answer && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Totals
              title="Day total"
              rows={[
                { label: 'Payments', amount: answer.payments },
                { label: 'Refunds', amount: -answer.refunds },
                { label: 'Voids', amount: -answer.voids },
                { label: 'Total', amount: answer.total },
              ]}
            />
            <Totals
              title="By method"
              rows={answer.byMethod.map((m) => ({
                label: CASH_UP_METHOD_LABELS[m.method],
                amount: m.amount,
              }))}
            />
            <Totals
              title="By staff member"
              rows={answer.byStaff.map((s) => ({ label: s.staff, amount: s.amount }))}
            />
          </SimpleGrid>
          {/* Nothing in the lines takes the focus, so the scroller does: a keyboard scrolls it. */}
          <Table.ScrollContainer
            minWidth={720}
            type="native"
            tabIndex={0}
            role="region"
            aria-label="Cash-up lines, scroll sideways"
          >
            <Table striped withTableBorder aria-label="Cash-up lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Booking</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>Method</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Staff</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.lines.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={7}>No money was taken on this day.</Table.Td>
                  </Table.Tr>
                )}
                {answer.lines.map((line, index) => (
                  <Table.Tr key={`${line.at}-${index}`}>
                    <Table.Td>{line.time}</Table.Td>
                    <Table.Td tt="capitalize">{line.kind}</Table.Td>
                    <Table.Td>{line.bookingNumber}</Table.Td>
                    <Table.Td>{line.customer}</Table.Td>
                    <Table.Td>{CASH_UP_METHOD_LABELS[line.method]}</Table.Td>
                    <Table.Td ta="right">{formatRs(line.amount)}</Table.Td>
                    <Table.Td>{line.staff}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <DaySheet date={date} />
    </Stack>
  );
}
