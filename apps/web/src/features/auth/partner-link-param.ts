/** The query parameter a partner's link carries its token in: `#/healwise?link=<token>`. */
export const partnerLinkParam = 'link';
