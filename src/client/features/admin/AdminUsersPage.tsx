/** Placeholder until phase 2. */
export default function AdminUsersPage() {
  return <div>AdminUsersPage</div>;
}
