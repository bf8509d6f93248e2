export default function ApiKeysPage() {
  return <div>API Keys</div>;
}
