// Placeholder: replaced by the page of this area (issue 6, work in progress).
export default function Page() {
  return <p>Avancement : en cours de construction.</p>;
}
