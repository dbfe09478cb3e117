import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';

/** Opens the passport of a roll number: from the passport's own field or the header's. */
export function useShowRoll(): (rollNo: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (rollNo: string) => void navigate({ to: '/roll-passport', search: { rollNo } }),
    [navigate],
  );
}
