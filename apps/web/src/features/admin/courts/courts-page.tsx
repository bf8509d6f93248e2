export default function CourtsPage() {
  return <div>Manage Courts</div>;
}
