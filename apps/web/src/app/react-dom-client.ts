/**
 * React DOM's client, started when its chunk is evaluated: vite.config.ts puts this module in the
 * `react-dom` chunk, which the prerendered page's boot script evaluates in a task of its own, so
 * React DOM's start-up is not added to the app entry's task (one long task less before the page answers).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
