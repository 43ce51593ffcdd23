export * from './analytics.js';
export * from './building.js';
export * from './companies.js';
export * from './holidays.js';
