import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listContacts, listOtherServices } from './building.service.js';

const otherService = z.object({
  slug: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  descriptionKo: z.string(),
  descriptionEn: z.string(),
  locationKo: z.string(),
  locationEn: z.string(),
  hours: z.string(),
  monthlyPrice: z.number().int().nullable(),
});

const contact = z.object({
  slug: z.string(),
  categoryKo: z.string(),
  categoryEn: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  phone: z.string(),
  hoursKo: z.string(),
  hoursEn: z.string(),
});

/** Public building facts read by /other-services and /number-information. */
const buildingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/building/other-services',
    { schema: { tags: ['building'], response: { 200: z.object({ items: z.array(otherService) }) } } },
    async () => ({ items: await listOtherServices(app.database.db) }),
  );
  app.get(
    '/building/contacts',
    { schema: { tags: ['building'], response: { 200: z.object({ items: z.array(contact) }) } } },
    async () => ({ items: await listContacts(app.database.db) }),
  );
};

export default buildingRoutes;
