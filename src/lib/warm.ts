/** Loaders warm the cache but never fail the route: the screen shows a failed call as an error. */
export const warm = (loading: Promise<unknown>): Promise<void> =>
  loading.then(
    () => undefined,
    () => undefined,
  );
