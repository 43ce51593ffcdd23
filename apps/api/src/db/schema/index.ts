export * from './accounts.js';
export * from './analytics.js';
export * from './audit.js';
export * from './building.js';
export * from './companies.js';
export * from './holidays.js';
export * from './notifications.js';
export * from './reservations.js';
