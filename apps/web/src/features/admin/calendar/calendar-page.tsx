import { AdminPageHeader } from '../shared';

export default function AdminCalendarPage() {
  return <AdminPageHeader title="Day Calendar" />;
}
