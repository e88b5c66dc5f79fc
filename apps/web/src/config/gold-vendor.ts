/*
 * The gold vendor's pages and art the gold screens show. These are the sandbox vendor's, served
 * with the app: the site's content security policy frames only its own origin, so a real
 * vendor's terms page goes here together with its origin in the server's frame-src.
 */

/** The vendor's terms of use, framed full height by the gold area's terms screen. */
export const goldVendorTermsUrl = './gold-vendor/terms.html';

/** The vendor's logo, by 'Powered by' and an order's 'From'. */
export const goldVendorLogoUrl = './gold-vendor/logo.svg';
