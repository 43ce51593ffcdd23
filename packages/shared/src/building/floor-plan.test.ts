import { describe, expect, it } from 'vitest';
import { BUILDING } from './building.facts';
import { bandLabel, buildingTextParams, FLOOR_BANDS, RETAIL_MALL } from './floor-plan';
import { BUILDING_FLOORS } from './floors';

describe("the tower's floor plan", () => {
  it('names every floor from 26F down to B8 exactly once, top to bottom', () => {
    const named = FLOOR_BANDS.flatMap((band) =>
      Array.from({ length: band.highest - band.lowest + 1 }, (_, i) => band.highest - i).filter((floor) => floor !== 0),
    );
    expect(named).toEqual([...BUILDING_FLOORS].reverse());
    expect(named).toHaveLength(BUILDING.floorsAbove + BUILDING.floorsBelow);
  });

  it('labels a band as the lift signs do', () => {
    expect(FLOOR_BANDS.map(bandLabel)).toEqual(['26F', '5F–25F', '4F', '3F', '2F', '1F', 'B1', 'B2', 'B3–B8']);
    expect(bandLabel(RETAIL_MALL)).toBe('B2–2F');
  });

  it('gives the texts the places and floors in either language', () => {
    expect(buildingTextParams('ko')).toMatchObject({
      napRoom: 'A동 4층',
      refreshLounge: 'A동 2층',
      wellnessCenter: 'B동 3층',
      mallFloors: '지하 2층~지상 2층',
      parkingFloors: '지하 2~8층',
      officeFloors: '5~25층',
      officeFloor: '지하 1층',
    });
    expect(buildingTextParams('en')).toMatchObject({
      napRoom: 'Tower A, 4F',
      executiveLounge: 'Tower B, 26F',
      mallFloors: 'B2–2F',
      parkingFloors: 'B2–B8',
      officeFloors: '5F–25F',
      officeFloor: 'B1',
    });
  });
});
