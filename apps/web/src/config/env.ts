import { parseWebEnv } from './env-schema';

/** Read when the API client first loads, which keeps zod out of the landing's download. */
export const env = parseWebEnv(import.meta.env);
