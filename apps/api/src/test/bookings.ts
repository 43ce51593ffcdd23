/** A conference booking request that passes every rule (an hour on a business day, no package, four people): tests change what they check. */
export function conferenceBooking(roomId: number, date: string, over: Record<string, unknown> = {}) {
  return {
    roomId,
    date,
    start: '10:00',
    end: '11:00',
    purpose: 'Stand-up',
    participants: 4,
    attendees: [],
    packageId: 'none',
    equipment: [],
    paymentMethod: 'invoice',
    personInCharge: 'Kim',
    contactEmail: 'kim@example.com',
    contactMobile: '010-1234-5678',
    ...over,
  };
}
