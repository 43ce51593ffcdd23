/**
 * The advertisement banner (spec §2): shown on load unless today was saved as dismissed. Confirm
 * closes it for now; "do not show again today" closes it and saves today's Seoul date. The spec
 * stores the UTC date, which brought the banner back at 09:00 in Seoul: decision 0014.
 */
export function shouldShowBanner(todaySeoul: string, dismissedDate: string | null): boolean {
  return dismissedDate !== todaySeoul;
}

export function bannerDismissValue(action: 'confirm' | 'doNotShow', todaySeoul: string): string | null {
  return action === 'doNotShow' ? todaySeoul : null;
}
