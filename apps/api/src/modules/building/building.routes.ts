import { itemsOf } from '@tea/shared/answers';
import { contactSchema, otherServiceSchema } from '@tea/shared/building/building.responses';
import { amenityTermsSchema } from '@tea/shared/reservations/amenity-terms.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amenityTerms } from '../reservations/amenity-terms.js';
import { listContacts, listOtherServices } from './building.service.js';
import { scopeAccess } from '../../plugins/auth.js';

/** Public building facts read by /other-services, /number-information, /amenities and the amenity intros. */
const buildingRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  app.get(
    '/building/other-services',
    {
      schema: {
        tags: ['building'],
        summary: "The building's other services (car wash, shoe care…) with their monthly prices",
        response: { 200: itemsOf(otherServiceSchema) },
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
        response: { 200: itemsOf(contactSchema) },
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
        response: { 200: amenityTermsSchema },
      },
    },
    async () => amenityTerms(app.database.db),
  );
};

export default buildingRoutes;
