import { useEffect, useState } from 'react';
import type { CallName } from '@contract';
import { loadCall, type LoadedCall } from '@contract/client';

/**
 * A call's schemas for a screen that needs them while it draws (e.g. to know a field's kind):
 * undefined until its domain's module has loaded, which is at once when it already has.
 */
export function useLoadedCall<K extends CallName>(name: K): LoadedCall<K> | undefined {
  const [loaded, setLoaded] = useState<{ name: K; call: LoadedCall<K> }>();
  useEffect(() => {
    let live = true;
    void loadCall(name).then((call) => {
      if (live) setLoaded({ name, call });
    });
    return () => {
      live = false;
    };
  }, [name]);
  return loaded?.name === name ? loaded.call : undefined;
}
