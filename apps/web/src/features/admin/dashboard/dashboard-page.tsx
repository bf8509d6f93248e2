import { AdminPageHeader } from '../shared';

export default function AdminDashboardPage() {
  return <AdminPageHeader title="Dashboard" />;
}
