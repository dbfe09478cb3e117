import { useEffect, useRef } from 'react';

/**
 * A pick list with one option is no choice: take it for the user. Once per option, so a
 * value cleared on purpose stays cleared, and never over a value already chosen.
 */
export function useOnlyOption<T>(
  options: readonly T[] | undefined,
  chosen: string,
  choose: (only: T) => void,
  valueOf: (option: T) => string,
): void {
  const taken = useRef<string | null>(null);
  const only = options?.length === 1 ? options[0] : undefined;
  const value = only === undefined ? null : valueOf(only);
  // Options and `choose` are fresh each render; the only option's value is what decides.
  const latest = useRef({ only, choose });
  useEffect(() => {
    latest.current = { only, choose };
  });
  useEffect(() => {
    const { only: option, choose: pick } = latest.current;
    if (option === undefined || value === null || chosen || taken.current === value) return;
    taken.current = value;
    pick(option);
  }, [value, chosen]);
}
