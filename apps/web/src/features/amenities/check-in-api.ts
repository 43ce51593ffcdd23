import { useMutation } from '@tanstack/react-query';
import type { CheckInAnswer } from '@tea/shared/reservations/check-in.schema';
import { api } from '../../shared/api-client';

/** Checks in at the seat whose QR was scanned: the person's own booking of it whose window holds now, or why not. */
export function useSeatCheckIn() {
  return useMutation({
    mutationFn: (code: string) =>
      api<CheckInAnswer>(`/reservations/seat-check-in/${encodeURIComponent(code)}`, { base: 'v2', method: 'POST' }),
  });
}
