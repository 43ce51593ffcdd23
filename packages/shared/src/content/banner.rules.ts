/**
 * The advertisement banner (spec §2): shown on load unless today's UTC date was saved as
 * dismissed. Confirm closes it for now; "do not show" closes it and saves today's UTC date.
 */
export function shouldShowBanner(todayUtc: string, dismissedDate: string | null): boolean {
  return dismissedDate !== todayUtc;
}

export function bannerDismissValue(action: 'confirm' | 'doNotShow', todayUtc: string): string | null {
  return action === 'doNotShow' ? todayUtc : null;
}
