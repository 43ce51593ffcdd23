import { expect, type APIRequestContext } from '@playwright/test';
import { API_HEADERS, apiLogin } from './auth';

/**
 * Books a conference room through the API, as `loginId` on another device would (no package, no
 * extras, paid by invoice): `room` is the place of the room in the list, from 0. Returns the new
 * booking's id and the headers of that session, for reading the booking back.
 */
export async function bookConferenceByApi(
  request: APIRequestContext,
  loginId: string,
  {
    room,
    date,
    start,
    end,
    purpose,
    personInCharge = 'Staff',
    contactEmail,
  }: { room: number; date: string; start: string; end: string; purpose: string; personInCharge?: string; contactEmail: string },
): Promise<{ id: number; headers: Record<string, string> }> {
  const headers = { ...API_HEADERS, authorization: `Bearer ${await apiLogin(request, loginId)}` };
  const rooms = (await (await request.get('/api/v2/amenities/conference-rooms', { headers })).json()) as { id: number }[];
  const booked = await request.post('/api/v2/reservations/conference', {
    headers,
    data: {
      roomId: rooms[room]!.id,
      date,
      start,
      end,
      purpose,
      participants: 4,
      attendees: [],
      packageId: 'none',
      equipment: [],
      paymentMethod: 'invoice',
      personInCharge,
      contactEmail,
      contactMobile: '010-1234-5678',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  return { id, headers };
}
