import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

/**
 * `useMergeRefs` of `@floating-ui/react` (MIT), the one thing Mantine's ScrollArea takes from it.
 * The build points ScrollArea's import here (vite.config.ts, `scrollAreaWithoutFloatingUi`):
 * otherwise every modal, whose root renders a ScrollArea, brings the whole of floating-ui (about
 * 12 KiB gzip) to screens that have no popover. Same behaviour: one callback ref that sets every
 * ref given, and runs their React 19 cleanups when the element goes.
 */
export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]): RefCallback<T> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  // The refs themselves are the dependencies, as in the original (a new array of the same refs is
  // the same); the lint rules want a literal list, which a list of any length cannot be.
  /* eslint-disable react-hooks/exhaustive-deps, react-hooks/use-memo */
  const attach = useCallback((instance: T) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const cleanup = ref(instance);
        return typeof cleanup === 'function' ? cleanup : () => void ref(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => cleanups.forEach((cleanup) => cleanup?.());
  }, refs);
  return useMemo(
    () =>
      refs.every((ref) => ref == null)
        ? null
        : (value: T | null) => {
            cleanupRef.current?.();
            cleanupRef.current = undefined;
            if (value != null) cleanupRef.current = attach(value);
          },
    refs,
  );
  /* eslint-enable react-hooks/exhaustive-deps, react-hooks/use-memo */
}
