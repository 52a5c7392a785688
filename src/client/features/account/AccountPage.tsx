/** Placeholder until phase 2. */
export default function AccountPage() {
  return <div>AccountPage</div>;
}
