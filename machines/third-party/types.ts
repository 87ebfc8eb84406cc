/**
 * The third-party block kinds (visitor-runtime §2): each shows a vendor's player or widget, loaded from another
 * service. 'table-booking' is the booking widget script, 'opentable' the vendor's script (the two table-booking kinds).
 */
export const THIRD_PARTY_KINDS = ['soundcloud', 'acuity', 'zola', 'table-booking', 'opentable'] as const;
export type ThirdPartyKind = (typeof THIRD_PARTY_KINDS)[number];
