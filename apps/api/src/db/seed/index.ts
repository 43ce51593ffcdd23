import type { Db } from '../client.js';
import { seedBuilding } from './building.seed.js';
import { seedCompanies } from './companies.seed.js';
import { seedComplaintReplies } from './complaint-replies.seed.js';
import { seedContent } from './content.seed.js';
import { seedEvents } from './events.seed.js';
import { seedEventPhotos } from './event-photos.seed.js';
import { seedExtensionTariff } from './extensions.seed.js';
import { seedFaq } from './faq.seed.js';
import { seedGolf } from './golf.seed.js';
import { seedHolidays } from './holidays.seed.js';
import { seedNapSeats } from './nap.seed.js';
import { seedDemoPtPackage, seedPtTrainers } from './pt.seed.js';
import { seedRefreshSeats } from './refresh.seed.js';
import { seedDemoRentals, seedFitnessSeats, seedRentalUnits } from './rentals.seed.js';
import { seedResources } from './resources.seed.js';
import { seedRetailTenants } from './retail.seed.js';
import { seedRetailPhotos } from './retail-photos.seed.js';
import { seedContentPhotos } from './content-photos.seed.js';
import { seedGalleryPhotos } from './gallery-photos.seed.js';
import type { FileStore } from '../../modules/uploads/file-store.js';
import { seedUsers } from './users.seed.js';
import { seedGxPrograms } from './wellness.seed.js';

export interface SeedOptions {
  demo: boolean;
  now: Date;
  /** Where the demo's drawn photos are stored (the server's start); without it the demo has none (tests). */
  fileStore?: FileStore;
}

/** Idempotent: reference data always, demo tenants when asked. Safe to run at every start. */
export async function seed(db: Db, { demo, now, fileStore }: SeedOptions): Promise<void> {
  await seedHolidays(db);
  await seedBuilding(db);
  await seedResources(db);
  await seedRentalUnits(db);
  await seedFitnessSeats(db);
  await seedNapSeats(db);
  await seedRefreshSeats(db);
  await seedGolf(db);
  await seedPtTrainers(db);
  await seedExtensionTariff(db, now);
  await seedFaq(db, now);
  await seedRetailTenants(db, now);
  await seedComplaintReplies(db, now);
  if (demo) {
    await seedCompanies(db);
    await seedUsers(db, now);
    if (fileStore) await seedRetailPhotos(db, fileStore, now);
    if (fileStore) await seedGalleryPhotos(db, fileStore, now);
    await seedDemoRentals(db, now);
    await seedGxPrograms(db, now);
    await seedDemoPtPackage(db, now);
    await seedContent(db, now);
    if (fileStore) await seedContentPhotos(db, fileStore, now);
    await seedEvents(db, now);
    if (fileStore) await seedEventPhotos(db, fileStore, now);
  }
}
