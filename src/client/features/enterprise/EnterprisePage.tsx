/** Placeholder until phase 2. */
export default function EnterprisePage() {
  return <div>EnterprisePage</div>;
}
