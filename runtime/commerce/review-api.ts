// The review request's server calls (docs/commerce.md "Reviews"), apart from the cart's: only the reviews page makes them.
/** GET → `{ products: [{ id, name }] }` or `{ unavailable: 'expired' | 'already-reviewed' | 'no-products' }`. */
export const reviewRequestPath = (token: string) => `/api/commerce/review-requests/${encodeURIComponent(token)}`;
/** POST `{ token, productId, rating, text }` → `{ stored: true }` or `{ refused: 'expired' | 'already-reviewed' }`. */
export const REVIEWS_PATH = '/api/commerce/reviews';
