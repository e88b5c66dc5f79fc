import { z } from 'zod';

/** The device's position (spec §3.3 Location payload), sent once the borrower grants permission. */
export const locationBodySchema = z.object({
  longitude: z.number().min(-180).max(180),
  latitude: z.number().min(-90).max(90),
});
export type LocationBody = z.infer<typeof locationBodySchema>;

export const locationPaths = {
  location: '/gateway/location-service/location',
} as const;
