import { idParamSchema } from '@tea/shared/validation';
import { z } from 'zod';
import { publicCodeParam } from '../public-codes/public-codes.js';

/** The path parameters of a route about one record named by its id (`…/:id`). */
export const idParams = z.object({ id: idParamSchema });

/** The path parameters of a route opened by a public code (`…/:code`, without an account). */
export const codeParams = z.object({ code: publicCodeParam });
