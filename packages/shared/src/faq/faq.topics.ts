/**
 * The customer service center's FAQ topics (issue 17, decision 0042), zod-free so the public page
 * reads them without the forms kit. Their names are `building:faq.topics.<topic>`.
 */
export const FAQ_TOPICS = ['account', 'reservations', 'visitors', 'requests', 'parking', 'lease'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 2000;
export const FAQ_QUERY_MAX = 50;
