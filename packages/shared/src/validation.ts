import { z } from 'zod';

/**
 * Schema messages are i18n keys (DESIGN.md §2), never sentences: the web shows them with
 * t(key, params) and the server translates them into the request's language.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'validation:required';
    if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return 'validation:required';
    if (issue.code === 'too_big' && issue.origin === 'string') return 'validation:tooLong';
    if (issue.code === 'too_small' && issue.origin === 'number') return 'validation:min';
    if (issue.code === 'too_big' && issue.origin === 'number') return 'validation:max';
    return 'validation:invalid';
  },
});

export { z };
