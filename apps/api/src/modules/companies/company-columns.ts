import { companies } from '../../db/schema/companies.js';

/** A company as anyone may see it (tenantCompanySchema): the sign-up selects and, with more, the back office. */
export const publicCompanyColumns = {
  id: companies.id,
  nameKo: companies.nameKo,
  nameEn: companies.nameEn,
  kind: companies.kind,
  tower: companies.tower,
  floors: companies.floors,
  splitFloor: companies.splitFloor,
};
