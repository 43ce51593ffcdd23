/**
 * The home notice modal (spec §2, §9): a Korean announcement about the changed opening times
 * of the 3rd-floor fitness and cafe lounge, shown only inside its window and only if it was
 * not dismissed today.
 */
export const NOTICE_WINDOW = { from: '2024-12-24', to: '2025-01-06' } as const;

/** @param today Seoul date YYYY-MM-DD; @param lastShown the stored noticeLastShown date or null. */
export function shouldShowNotice(today: string, lastShown: string | null): boolean {
  const inWindow = today >= NOTICE_WINDOW.from && today <= NOTICE_WINDOW.to;
  return inWindow && lastShown !== today;
}

/** Confirm with "do not show today" ticked stores today's date; cancel stores nothing. */
export function noticeDismissValue(action: 'confirm' | 'cancel', doNotShowToday: boolean, today: string): string | null {
  return action === 'confirm' && doNotShowToday ? today : null;
}
