// Placeholder: replaced by the page of this area (issue 6, work in progress).
export default function Page() {
  return <p>Financements : en cours de construction.</p>;
}
