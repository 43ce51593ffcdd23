import { formatPhone } from '@tea/shared/accounts/phone';
import { DAY_END, type ExtensionGroup } from '@tea/shared/voc/extension.rules';
import { extensionQuoteSchema, type ExtensionQuoteRequest, type ExtensionRequestInput } from '@tea/shared/voc/extension.schema';
import { storage } from '../../../shared/storage';

const halfHours = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
/** Start times on the half hour; end times from 00:30 to the end of the day. */
export const START_TIMES = halfHours;
export const END_TIMES = [...halfHours.slice(1), DAY_END];

/** A new form, prefilled from the account (name, e-mail, contact). */
export function blankExtension(group: ExtensionGroup): ExtensionRequestInput {
  const mobile = storage.get('mobile');
  return {
    kind: group === 'lights' ? 'lights' : ('' as 'heating'),
    date: '',
    floors: [],
    start: '',
    end: '',
    name: storage.get('name') ?? '',
    email: storage.get('email') ?? '',
    contact: mobile ? formatPhone(mobile) : '',
    detail: '',
    requestText: '',
  };
}

/** The period to quote once the form holds a complete one, else null. */
export function quotable(values: Partial<ExtensionRequestInput>): ExtensionQuoteRequest | null {
  const parsed = extensionQuoteSchema.safeParse({
    kind: values.kind,
    date: values.date,
    floors: values.floors,
    start: values.start,
    end: values.end,
  });
  return parsed.success ? parsed.data : null;
}
