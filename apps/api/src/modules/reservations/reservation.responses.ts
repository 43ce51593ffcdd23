import { RESERVATION_STATUSES } from '@tea/shared/reservations/reservation.rules';
import { z } from 'zod';

/** Response shapes of the reservation routes (OpenAPI and the serializer). */
export const priceLine = z.object({
  key: z.string(),
  amount: z.number().int(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const quoteResponse = z.object({
  lines: z.array(priceLine),
  total: z.number().int(),
  deposit: z.number().int(),
  depositDue: z.string().nullable(),
  hours: z.number(),
  freeHours: z.number().optional(),
  freeHoursPerMonth: z.number().optional(),
});

export const reservationView = z.object({
  id: z.number().int(),
  code: z.string(),
  reference: z.string(),
  amenity: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  resource: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  purpose: z.string(),
  participants: z.number().int(),
  paymentMethod: z.string(),
  priceLines: z.array(priceLine),
  total: z.number().int(),
  deposit: z.number().int(),
  depositDue: z.string().nullable(),
  fee: z.number().int(),
  createdAt: z.string(),
  decisionReason: z.string().nullable(),
  booker: z.object({ id: z.number().int(), name: z.string(), loginId: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  conference: z
    .object({
      packageId: z.string(),
      attendees: z.array(z.object({ name: z.string(), email: z.string().optional() })),
      equipment: z.array(z.string()),
      personInCharge: z.string(),
      contactEmail: z.string(),
      contactMobile: z.string(),
      contractLink: z.string().nullable(),
    })
    .nullable(),
  lounge: z.object({ layout: z.string(), equipment: z.array(z.string()) }).nullable(),
  canChange: z.boolean(),
  canEdit: z.boolean(),
  cancellationFee: z.number().int(),
});

export const created = z.object({ id: z.number().int() });
