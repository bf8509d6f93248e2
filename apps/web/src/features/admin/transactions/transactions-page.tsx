import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  PAYMENT_TRANSACTION_STATUSES,
  PAYMENT_TRANSACTION_TYPES,
  TRANSACTIONS_SCREEN_PAGE_SIZE,
  type TPaymentTransaction,
} from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { AdminPageHeader, formatInstant, formatRs, fullName } from '../shared';
import classes from './transactions.module.css';
import {
  PaymentFlagBadge,
  TransactionStatusBadge,
  transactionTypeLabel,
} from './transaction-badges';
import { TransactionDialog } from './transaction-dialog';
import { errorMessageOf } from '../../../lib/error-message';
import { DeskPaymentsNote } from '../desk-payments/desk-payments-note';

type Filter<T extends string> = T | null;

/** Transactions (spec): Txn ID, Type, Status, Booking, User, Actions; view opens the detail dialog. */
export default function AdminTransactionsPage() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Filter<TPaymentTransaction['status']>>(null);
  const [type, setType] = useState<Filter<TPaymentTransaction['type']>>(null);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const list = useQuery({
    ...trpc.admin.payments.list.queryOptions({
      page,
      limit: TRANSACTIONS_SCREEN_PAGE_SIZE,
      ...(status ? { status } : {}),
      ...(type ? { type } : {}),
    }),
    placeholderData: (last) => last,
  });
  const requests = list.data?.requests ?? [];
  const viewed = requests.find((request) => request._id === viewedId) ?? null;

  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Transactions"
        description="JazzCash card and wallet payments and their refunds"
      />
      <DeskPaymentsNote />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label="Type"
          placeholder="All types"
          clearable
          data={PAYMENT_TRANSACTION_TYPES.map((value) => ({
            value,
            label: transactionTypeLabel(value),
          }))}
          value={type}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
          w={180}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={PAYMENT_TRANSACTION_STATUSES.map((value) => ({ value, label: value }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          w={180}
        />
      </Group>
      {list.error && !list.data ? (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Alert color="red" role="alert">
              {errorMessageOf(list.error)}
            </Alert>
            <Button onClick={() => void list.refetch()}>Retry</Button>
          </Stack>
        </Center>
      ) : list.isLoading ? (
        <Stack gap="xs">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Stack>
      ) : requests.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">No transactions found</Text>
        </Center>
      ) : (
        <Card withBorder padding={0} radius="md">
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover aria-label="Transactions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Txn ID</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Booking</Table.Th>
                  <Table.Th>User</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th className={classes.actionsCell}>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {requests.map((request) => (
                  <Table.Tr key={request._id} className={classes.row}>
                    <Table.Td ff="monospace" fz="sm">
                      {request.transactionId}
                    </Table.Td>
                    <Table.Td>{transactionTypeLabel(request.type)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <TransactionStatusBadge status={request.status} />
                        <PaymentFlagBadge flag={request.flag} reason={request.flagReason} />
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatRs(request.amount)}</Table.Td>
                    <Table.Td>{request.booking?.bookingId ?? '—'}</Table.Td>
                    <Table.Td>{fullName(request.user) || '—'}</Table.Td>
                    <Table.Td fz="sm">{formatInstant(request.createdAt)}</Table.Td>
                    <Table.Td className={classes.actionsCell}>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => setViewedId(request._id)}
                        aria-label={`View ${request.transactionId}`}
                      >
                        View
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Total: {list.data?.pagination.total ?? 0}
        </Text>
        <Pagination
          total={Math.max(1, list.data?.pagination.pages ?? 1)}
          value={page}
          onChange={setPage}
        />
      </Group>
      <TransactionDialog transaction={viewed} onClose={() => setViewedId(null)} />
    </Stack>
  );
}
