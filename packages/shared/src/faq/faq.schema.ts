import { idSchema, z } from '../validation';
import { FAQ_ANSWER_MAX, FAQ_QUERY_MAX, FAQ_QUESTION_MAX, FAQ_TOPICS } from './faq.topics';

/** An FAQ entry as the back office writes it: Korean required, English optional (the public falls back to Korean). */
export const faqInputSchema = z.object({
  topic: z.enum(FAQ_TOPICS, { error: 'validation:required' }),
  questionKo: z.string().trim().min(1).max(FAQ_QUESTION_MAX),
  questionEn: z.string().trim().max(FAQ_QUESTION_MAX).default(''),
  answerKo: z.string().trim().min(1).max(FAQ_ANSWER_MAX),
  answerEn: z.string().trim().max(FAQ_ANSWER_MAX).default(''),
  published: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(9999).default(0),
});
export type FaqInput = z.input<typeof faqInputSchema>;
export type FaqValues = z.output<typeof faqInputSchema>;

export const faqQuerySchema = z.object({
  q: z.string().trim().max(FAQ_QUERY_MAX).optional(),
  topic: z.enum(FAQ_TOPICS).optional(),
});

/** An entry as the public reads it: both languages, the page picks (English falls back to Korean). */
export const faqItemSchema = z.object({
  id: idSchema,
  topic: z.enum(FAQ_TOPICS),
  questionKo: z.string(),
  questionEn: z.string(),
  answerKo: z.string(),
  answerEn: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** An entry as the back office lists it: with its state, order and last change. */
export const adminFaqItemSchema = faqItemSchema.extend({
  published: z.boolean(),
  sortOrder: z.number().int(),
  /** The English is missing: the public reads the Korean. */
  missingEnglish: z.boolean(),
  updatedAt: z.string(),
});
export type AdminFaqItem = z.infer<typeof adminFaqItemSchema>;

/** The answer of an added entry: its id. */
export const faqCreatedSchema = z.object({ id: idSchema });
export type FaqCreated = z.infer<typeof faqCreatedSchema>;
