import { describe, expect, it } from 'vitest';
import { personInChargeSchema } from '../visitors/visit.schema';
import { adminComplaintQuerySchema, complaintRequestSchema } from '../voc/complaint.schema';
import { BUILDING_FLOORS, isBuildingFloor } from './floors';

describe("the tower's floors", () => {
  it('are B8 to B1 and 1 to 26, with no floor 0', () => {
    expect(BUILDING_FLOORS).toHaveLength(34);
    expect([-8, -1, 1, 26].every(isBuildingFloor)).toBe(true);
    expect([-9, 0, 27].some(isBuildingFloor)).toBe(false);
  });

  it("are the only floors a complaint, the office's complaint queue or a visit's landing floor take", () => {
    const complaint = { floor: 0, type: 'sanitation', title: 'Leak', detail: 'Water on the floor' };
    const refused = complaintRequestSchema.safeParse(complaint);
    expect(refused.success ? [] : refused.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['floor', 'validation:floorRequired'],
    ]);
    expect(complaintRequestSchema.safeParse({ ...complaint, floor: -1 }).success).toBe(true);
    expect(adminComplaintQuerySchema.safeParse({ floor: '0' }).success).toBe(false);
    expect(adminComplaintQuerySchema.safeParse({ floor: '-1' }).success).toBe(true);
    expect(personInChargeSchema.safeParse({ name: '김민지', building: 'A', floor: 0 }).success).toBe(false);
    expect(personInChargeSchema.safeParse({ name: '김민지', building: 'A', floor: 12 }).success).toBe(true);
  });
});
