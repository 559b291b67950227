/** How a household is named on screen: "Camille Durand", "Camille et Julien Durand", "Camille Durand et Julien Martin". */
export function customerDisplayName(customer: {
  name1: string;
  surname1: string;
  name2: string;
  surname2: string;
}): string {
  const first = [customer.surname1, customer.name1].filter(Boolean).join(' ');
  if (!customer.name2 && !customer.surname2) return first;
  if (!customer.name2 || customer.name2 === customer.name1) {
    return [[customer.surname1, customer.surname2].filter(Boolean).join(' et '), customer.name1]
      .filter(Boolean)
      .join(' ');
  }
  return `${first} et ${[customer.surname2, customer.name2].filter(Boolean).join(' ')}`;
}
