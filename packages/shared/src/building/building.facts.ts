/** The building outline (spec §9), shown on /about. */
export const BUILDING = {
  floorsBelow: 8,
  floorsAbove: 26,
  towers: 2,
  heightMeters: 113.8,
  coveragePercent: 65.98,
  legalCoveragePercent: 70,
  parkingSpaces: 560,
} as const;

/** The service-use phone line shown in the footer and on contact pages. */
export const SERVICE_PHONE = '02-6000-1000';

/** The facility team (HVAC and lighting, 24 hours): whom an after-hours request past its deadline phones (spec §9). */
export const FACILITY_TEAM_PHONE = '02-6000-1002';
