export default function SchedulePage() {
  return <div>Manage Schedule</div>;
}
