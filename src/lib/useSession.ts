import { useQuery } from '@tanstack/react-query';
import { callQuery } from './rpc';
import { useAuthState } from './auth';

/** The signed-in user's name, roles and pages; fetched only while the device says "signed in". */
export const sessionQuery = () => ({
  ...callQuery('getSession', {}),
  // Roles change rarely; a minute avoids refetching on every screen without going stale for long.
  staleTime: 60_000,
});

export function useSession() {
  const state = useAuthState();
  return useQuery({ ...sessionQuery(), enabled: state === true });
}
