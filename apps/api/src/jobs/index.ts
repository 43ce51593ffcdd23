import { announceRentalExpiry } from './announce-rental-expiry.js';
import { anonymiseOldVisits } from './anonymise-old-visits.js';
import { closeGxRegistration } from './close-gx-registration.js';
import { eraseEventApplicants } from './erase-event-applicants.js';
import { remindEventApplicants } from './remind-event-applicants.js';
import { completePastReservations } from './complete-past-reservations.js';
import { flagComplaintBreaches } from './flag-complaint-breaches.js';
import { markNoShows } from './mark-no-shows.js';
import { promoteEventWaitingLists } from './promote-event-waiting-lists.js';
import { publishScheduledContent } from './publish-scheduled-content.js';
import { purgeExpiredCredentials } from './purge-expired-credentials.js';
import { purgeIdempotencyKeys } from './purge-idempotency-keys.js';
import { purgeUnclaimedUploads } from './purge-unclaimed-uploads.js';
import type { Job } from './scheduler.js';

/** Every scheduled job; server.ts starts them (tests run them directly). */
export const jobs: Job[] = [
  purgeExpiredCredentials,
  purgeIdempotencyKeys,
  completePastReservations,
  purgeUnclaimedUploads,
  anonymiseOldVisits,
  flagComplaintBreaches,
  announceRentalExpiry,
  closeGxRegistration,
  markNoShows,
  publishScheduledContent,
  remindEventApplicants,
  eraseEventApplicants,
  promoteEventWaitingLists,
];
