import type { SessionUser } from './account.rules';

/**
 * The browser storage keys of the spec (section 3), and what a login stores under them. The web
 * writes them through its storage module; the journeys write the same values to open a saved session.
 */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  userId: 'user_id',
  username: 'username',
  name: 'name',
  gender: 'gender',
  accountType: 'account_type',
  userType: 'user_type',
  mobile: 'mobile',
  email: 'email',
  companyId: 'company_id',
  companyName: 'company_name',
  companyNameEn: 'company_name_en',
  companyNameKr: 'company_name_kr',
  sleepingRoomBlockStatus: 'sleeping_room_block_status',
  sleepingRoomBlockDate: 'sleeping_room_block_date',
  pushAlarm: 'push_alarm',
  selectedLang: 'selectedLang',
  lastRoute: 'last_route',
  noticeLastShown: 'noticeLastShown',
  bannerDismissedDate: 'bannerDismissedDate',
  /** A visitor's session (issue 13): the token of the link the visitor search sent, opening one registration. */
  visitorToken: 'visitor_token',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

/** The values a login stores, in the order they are written: the token last, so the session counts as open once the rest is there. */
export function sessionValues(accessToken: string, user: SessionUser): [StorageKey, string | null][] {
  return [
    ['userId', String(user.id)],
    ['username', user.loginId],
    ['name', user.name],
    ['gender', user.gender],
    ['accountType', user.role],
    ['userType', user.role === 'building_manager' ? 'admin' : 'tenant'],
    ['mobile', user.mobile],
    ['email', user.email],
    ['companyId', user.companyId === null ? null : String(user.companyId)],
    ['companyName', user.companyName],
    ['companyNameEn', user.companyNameEn],
    ['companyNameKr', user.companyNameKo],
    ['sleepingRoomBlockStatus', user.sleepingRoomBlockedUntil ? 'blocked' : 'none'],
    ['sleepingRoomBlockDate', user.sleepingRoomBlockedUntil],
    ['pushAlarm', user.pushAlarm ? 'on' : 'off'],
    ['accessToken', accessToken],
  ];
}
