/** The answers of the membership routes (decision 0029), written once for the API and the web. */
import { itemsOf } from '../answers';
import { z } from '../validation';
import { HOLDING_KINDS, TRANSFER_STATUSES } from './membership.rules';

export const suspensionViewSchema = z.object({
  start: z.string(),
  lastDay: z.string(),
  days: z.number().int(),
  reason: z.string(),
});
export type SuspensionView = z.infer<typeof suspensionViewSchema>;

const personSchema = z.object({ name: z.string(), loginId: z.string() });

export const transferViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(HOLDING_KINDS),
  holdingId: z.number().int(),
  status: z.enum(TRANSFER_STATUSES),
  from: personSchema,
  to: personSchema,
  /** What is handed over: its reference, unit number (a PT package's sessions left) and last day (none yet for a PT package before its first session). */
  reference: z.string(),
  number: z.number().int(),
  lastDay: z.string().nullable(),
  createdAt: z.string(),
});
export type TransferView = z.infer<typeof transferViewSchema>;

/** A holding's membership state, as its holder sees it, with what each action would do now. */
export const membershipStateSchema = z.object({
  kind: z.enum(HOLDING_KINDS),
  id: z.number().int(),
  suspension: suspensionViewSchema.nullable(),
  transfer: transferViewSchema.nullable(),
  canSuspend: z.boolean(),
  canTransfer: z.boolean(),
  canWithdraw: z.boolean(),
  /** What withdrawing today returns: a rental's whole months (the deposit aside: it comes back with the key), a PT package's unused sessions. */
  refund: z.object({ months: z.number().int(), sessions: z.number().int(), amount: z.number().int() }),
});
export type MembershipState = z.infer<typeof membershipStateSchema>;

export const transferListSchema = z.object({
  incoming: z.array(transferViewSchema),
  outgoing: z.array(transferViewSchema),
});
export type TransferList = z.infer<typeof transferListSchema>;

/** The approved members of the holder's company a holding may be offered to. */
export const colleagueListSchema = itemsOf(personSchema);
export type ColleagueList = z.infer<typeof colleagueListSchema>;

export const withdrawalResultSchema = z.object({
  refund: z.number().int(),
  months: z.number().int(),
  sessions: z.number().int(),
});
export type WithdrawalResult = z.infer<typeof withdrawalResultSchema>;

/**
 * What the fitness desk's scan did: who it was and the session recorded, or why not. The session is a
 * GX program's (its id and name) or a PT session (`kind: 'pt'`: the session's id, the trainer's name).
 */
export const attendanceScanResultSchema = z.object({
  result: z.enum(['recorded', 'already_recorded', 'no_session', 'expired', 'invalid', 'inactive']),
  person: z.object({ name: z.string(), loginId: z.string(), company: z.string().nullable() }).nullable(),
  program: z.object({ kind: z.enum(['gx', 'pt']), id: z.number().int(), name: z.string(), time: z.string() }).nullable(),
  date: z.string(),
});
export type AttendanceScanResult = z.infer<typeof attendanceScanResultSchema>;
