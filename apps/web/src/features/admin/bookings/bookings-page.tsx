import { AdminPageHeader } from '../shared';

export default function AdminBookingsPage() {
  return <AdminPageHeader title="Manage Bookings" />;
}
