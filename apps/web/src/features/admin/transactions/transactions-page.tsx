import { AdminPageHeader } from '../shared';

export default function AdminTransactionsPage() {
  return <AdminPageHeader title="Transactions" />;
}
