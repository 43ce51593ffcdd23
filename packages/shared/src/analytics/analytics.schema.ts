import { z } from '../validation.js';

/**
 * A page-view or named event sent by the web (DESIGN.md §6), batched; the server stamps the time. `at`
 * is the browser's time of the event: one far from the server's is not counted.
 */
export const analyticsEventSchema = z.object({
  type: z.enum(['page_view', 'logout']),
  path: z.string().min(1).max(512).startsWith('/'),
  at: z.iso.datetime({ offset: true }).optional(),
});

export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(50),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
