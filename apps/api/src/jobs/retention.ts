/** The instant `days` whole days before `now`: what a job's retention period keeps is newer than it. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}
