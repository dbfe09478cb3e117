import type { PassportSearch } from './search';

export function RollPassportPage({ search }: { search: PassportSearch }) {
  return <p>{search.rollNo}</p>;
}
