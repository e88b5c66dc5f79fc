import { goldVendorName } from '@kredo/contract/gold';

/** The `vendor` query every gold call that names its vendor carries. */
export const vendorQuery = { vendor: goldVendorName } as const;
