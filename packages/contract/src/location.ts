import * as z from 'zod/mini';

/** The device's position (spec §3.3 Location payload), sent once the borrower grants permission. */
export const locationBodySchema = z.object({
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
});
export type LocationBody = z.infer<typeof locationBodySchema>;

export const locationPaths = {
  location: '/gateway/location-service/location',
} as const;
