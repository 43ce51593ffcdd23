/**
 * The home notice modal (spec §2, §9): an announcement shown only inside its window and only if it
 * was not dismissed today. The window is the CMS item's (an advertisement placed as the home modal,
 * seeded with the spec's 2024-12-24 to 2025-01-06): the server answers it only while it shows.
 */

/** @param active whether the server answers a modal now; @param today Seoul date YYYY-MM-DD; @param lastShown the stored noticeLastShown date or null. */
export function shouldShowNotice(active: boolean, today: string, lastShown: string | null): boolean {
  return active && lastShown !== today;
}

/** Confirm with "do not show today" ticked stores today's date; cancel stores nothing. */
export function noticeDismissValue(action: 'confirm' | 'cancel', doNotShowToday: boolean, today: string): string | null {
  return action === 'confirm' && doNotShowToday ? today : null;
}
