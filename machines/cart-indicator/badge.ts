/** Above this many items the badge shows '100+' (display-widgets §4, §5; visitor-runtime §9 "Cart badge cap"). */
export const CART_BADGE_CAP = 100;

/** What the cart badge shows for a quantity: the number, or '100+' above 100. */
export const badgeText = (quantity: number): string => (quantity > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(Math.max(0, Math.trunc(quantity))));
