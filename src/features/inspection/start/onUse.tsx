import { lazy, useEffect, useRef, type ComponentType } from 'react';

/**
 * A part of the start screens loaded when it is first shown (a question asked only now and then),
 * so the route's own code stays within its budget. Where its chunk cannot be had (offline, without
 * a service worker) `fallback` stands in: the screen goes on as if the question were not asked.
 */
export function onUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: fallback }),
    ),
  );
}

/** A fallback that takes the question's yes once, as the screen did before it asked. */
export function answersYes<P extends object>(yes: (props: P) => () => void): ComponentType<P> {
  return function SaidYes(props: P) {
    const said = useRef(false);
    const onYes = yes(props);
    useEffect(() => {
      if (said.current) return;
      said.current = true;
      onYes();
    }, [onYes]);
    return null;
  };
}
