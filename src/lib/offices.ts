interface Office {
  name: string;
  address: readonly string[];
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
  const names = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
  return [...places.values()].map((place) => ({ name: names.format(place.names), address: place.address }));
}
