interface Office {
  name: string;
  address: readonly string[];
}

/**
 * Names as an English list: "A and B", "A, B, and C". Written out rather than by `Intl.ListFormat`, whose first use
 * in a page loads its locale data on the main thread while the footer hydrates, on every page (offices.test.ts holds
 * it to Intl's words).
 */
function listOf(names: readonly string[]): string {
  return names.length < 3 ? names.join(' and ') : `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
}

/** Offices at one address are one place: "Headquarters and AI Lab", with the address written once. */
export function officesByAddress(offices: readonly Office[]): Array<{ name: string; address: readonly string[] }> {
  const places = new Map<string, { names: string[]; address: readonly string[] }>();
  for (const office of offices) {
    const key = office.address.join('\n');
    const place = places.get(key) ?? { names: [], address: office.address };
    place.names.push(office.name);
    places.set(key, place);
  }
  return [...places.values()].map((place) => ({ name: listOf(place.names), address: place.address }));
}
