import { contactSchema, otherServiceSchema } from '@tea/shared/building/building.responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amenityTerms } from '../reservations/amenity-terms.js';
import { listContacts, listOtherServices } from './building.service.js';
import { scopeAccess } from '../../plugins/auth.js';

const time = z.string().regex(/^\d{2}:\d{2}$/);
const amount = z.number().int().nonnegative();
const amenityTermsResponse = z.object({
  conference: z.object({
    opensAt: time,
    closesAt: time,
    rooms: z.array(z.object({ code: z.string(), nameKo: z.string(), nameEn: z.string(), capacity: amount, hourlyPrice: amount })),
    packages: z.array(z.object({ id: z.string(), pricePerPerson: amount, minPeople: amount })),
  }),
  lounge: z.object({ opensAt: time, closesAt: time, hourlyPrice: amount, seatedCapacity: amount, standingCapacity: amount }),
});

/** Public building facts read by /other-services, /number-information, /amenities and the amenity intros. */
const buildingRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  app.get(
    '/building/other-services',
    {
      schema: {
        tags: ['building'],
        summary: "The building's other services (car wash, shoe care…) with their monthly prices",
        response: { 200: z.object({ items: z.array(otherServiceSchema) }) },
      },
    },
    async () => ({ items: await listOtherServices(app.database.db) }),
  );
  app.get(
    '/building/contacts',
    {
      schema: {
        tags: ['building'],
        summary: 'The contact directory of the building office and its services',
        response: { 200: z.object({ items: z.array(contactSchema) }) },
      },
    },
    async () => ({ items: await listContacts(app.database.db) }),
  );
  app.get(
    '/building/amenity-terms',
    {
      schema: {
        tags: ['building'],
        summary: "The bookable rooms and the lounge as the back office has set them (the intros' figures)",
        response: { 200: amenityTermsResponse },
      },
    },
    async () => amenityTerms(app.database.db),
  );
};

export default buildingRoutes;
