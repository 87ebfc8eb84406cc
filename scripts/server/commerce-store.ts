// Carts in SQLite, keyed by the cart cookie (docs/commerce.md "Cart"): the entries and their quantities are stored;
// names, prices and totals are worked out from the catalogue on every answer.
import type Database from 'better-sqlite3';
import { effectivePrice } from '../../machines/product/rules';
import type { Cart } from '../../runtime/commerce/cart.schema';
import { catalogue } from './catalogue';
import { randomToken } from './http-util';

interface EntryRow {
  id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
}

/** One cart holds at most this many of an entry, however it gets there (an add, a repeated add, an update). */
export const MAX_ENTRY_QUANTITY = 9999;

/** Why an operation cannot be done: the answer's status and text. */
export class CartRefusal extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** The demo's review requests: one open, one expired, one already answered, one with nothing to review. */
export const DEMO_REVIEW_REQUESTS = [
  { token: 'demo-request', productIds: ['tee'], expiresAt: Date.UTC(2100, 0, 1), reviewed: false },
  { token: 'expired-request', productIds: ['tee'], expiresAt: Date.UTC(2020, 0, 1), reviewed: false },
  { token: 'reviewed-request', productIds: ['guide'], expiresAt: Date.UTC(2100, 0, 1), reviewed: true },
  { token: 'empty-request', productIds: [], expiresAt: Date.UTC(2100, 0, 1), reviewed: false },
];

export class CommerceStore {
  constructor(private readonly db: Database.Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS carts (token TEXT PRIMARY KEY, website_id TEXT NOT NULL, created INTEGER NOT NULL, id TEXT);
      CREATE TABLE IF NOT EXISTS cart_entries (id TEXT PRIMARY KEY, cart_token TEXT NOT NULL, product_id TEXT NOT NULL,
        variant_id TEXT NOT NULL, quantity INTEGER NOT NULL, seq INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS review_requests (token TEXT PRIMARY KEY, product_ids TEXT NOT NULL, expires_at INTEGER NOT NULL,
        reviewed INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS reviews (id INTEGER PRIMARY KEY, token TEXT NOT NULL, product_id TEXT NOT NULL,
        rating INTEGER NOT NULL, text TEXT NOT NULL, created INTEGER NOT NULL);`);
    // A database from before carts had an id of their own (the answer's id was the token's first characters).
    const columns = db.prepare('PRAGMA table_info(carts)').all() as Array<{ name: string }>;
    if (!columns.some((column) => column.name === 'id')) db.exec('ALTER TABLE carts ADD COLUMN id TEXT');
    const seed = db.prepare('INSERT OR IGNORE INTO review_requests (token, product_ids, expires_at, reviewed) VALUES (?, ?, ?, ?)');
    for (const request of DEMO_REVIEW_REQUESTS) seed.run(request.token, JSON.stringify(request.productIds), request.expiresAt, request.reviewed ? 1 : 0);
  }

  /** Issues an open review request for the products (the platform does so after an order; tests use it). */
  issueReviewRequest(token: string, productIds: string[]): void {
    this.db
      .prepare('INSERT INTO review_requests (token, product_ids, expires_at, reviewed) VALUES (?, ?, ?, 0)')
      .run(token, JSON.stringify(productIds), Date.UTC(2100, 0, 1));
  }

  /** A review request's products, or why it cannot be answered. */
  reviewRequest(token: string): { products: Array<{ id: string; name: string }> } | { unavailable: 'expired' | 'already-reviewed' | 'no-products' } {
    const row = this.db.prepare('SELECT product_ids, expires_at, reviewed FROM review_requests WHERE token = ?').get(token) as
      | { product_ids: string; expires_at: number; reviewed: number }
      | undefined;
    if (!row) throw new CartRefusal(404, `No review request ${token}.`);
    if (row.reviewed) return { unavailable: 'already-reviewed' };
    if (row.expires_at < Date.now()) return { unavailable: 'expired' };
    const products = (JSON.parse(row.product_ids) as string[]).flatMap((id) => {
      const product = catalogue.get(id);
      return product ? [{ id, name: product.name }] : [];
    });
    return products.length ? { products } : { unavailable: 'no-products' };
  }

  /** Stores a review of a product of the request, which is then answered. */
  storeReview(review: { token: string; productId: string; rating: number; text: string }): { stored: true } | { refused: 'expired' | 'already-reviewed' } {
    const request = this.reviewRequest(review.token);
    if ('unavailable' in request) {
      if (request.unavailable === 'no-products') throw new CartRefusal(400, 'There is nothing to review.');
      return { refused: request.unavailable };
    }
    if (!request.products.some((product) => product.id === review.productId)) throw new CartRefusal(400, `${review.productId} is not in the request.`);
    this.db
      .prepare('INSERT INTO reviews (token, product_id, rating, text, created) VALUES (?, ?, ?, ?, ?)')
      .run(review.token, review.productId, review.rating, review.text, Date.now());
    this.db.prepare('UPDATE review_requests SET reviewed = 1 WHERE token = ?').run(review.token);
    return { stored: true };
  }

  reviews(): Array<{ token: string; productId: string; rating: number; text: string }> {
    return (this.db.prepare('SELECT token, product_id AS productId, rating, text FROM reviews ORDER BY id').all() as Array<{ token: string; productId: string; rating: number; text: string }>);
  }

  /**
   * A new cart: its token, the secret that names it (the HttpOnly cart token cookie), and its id, random and unrelated
   * to the token, which the answers and the readable cart cookie show.
   */
  createCart(websiteId: string): { token: string; id: string } {
    const token = randomToken();
    const id = randomToken(9);
    this.db.prepare('INSERT INTO carts (token, website_id, created, id) VALUES (?, ?, ?, ?)').run(token, websiteId, Date.now(), id);
    return { token, id };
  }

  /** The cart's id (not its token), for the readable cart cookie. */
  cartId(token: string): string | null {
    return (this.db.prepare('SELECT id FROM carts WHERE token = ?').get(token) as { id: string | null } | undefined)?.id ?? null;
  }

  hasCart(token: string | undefined): token is string {
    return Boolean(token && this.db.prepare('SELECT 1 FROM carts WHERE token = ?').get(token));
  }

  private entries(token: string): EntryRow[] {
    return this.db.prepare('SELECT id, product_id, variant_id, quantity FROM cart_entries WHERE cart_token = ? ORDER BY seq').all(token) as EntryRow[];
  }

  private stockCheck(productId: string, variantId: string, quantity: number) {
    if (quantity > MAX_ENTRY_QUANTITY) throw new CartRefusal(409, `One cart holds at most ${MAX_ENTRY_QUANTITY} of an entry.`);
    const product = catalogue.get(productId);
    const variant = product?.variants.find((v) => v.id === variantId);
    if (!product || !variant) throw new CartRefusal(404, `No product ${productId} with variant ${variantId}.`);
    if (product.productType === 'GIFT_CARD') throw new CartRefusal(400, 'Gift cards are bought at the gift card checkout.');
    if (!variant.unlimited && quantity > variant.qtyInStock) throw new CartRefusal(409, `Only ${variant.qtyInStock} in stock.`);
    return product;
  }

  add(token: string, productId: string, variantId: string, quantity: number): void {
    const product = this.stockCheck(productId, variantId, quantity);
    const entries = this.entries(token);
    const currency = entries[0] && catalogue.get(entries[0].product_id)?.currency;
    if (currency && currency !== product.currency) throw new CartRefusal(409, `The cart is in ${currency}.`);
    const existing = entries.find((entry) => entry.product_id === productId && entry.variant_id === variantId);
    if (existing) return this.update(token, existing.id, existing.quantity + quantity);
    this.db
      .prepare('INSERT INTO cart_entries (id, cart_token, product_id, variant_id, quantity, seq) VALUES (?, ?, ?, ?, ?, ?)')
      .run(randomToken(8), token, productId, variantId, quantity, Date.now() * 1000 + entries.length);
  }

  update(token: string, entryId: string, quantity: number): void {
    const entry = this.entries(token).find((e) => e.id === entryId);
    if (!entry) throw new CartRefusal(404, `No entry ${entryId} in the cart.`);
    this.stockCheck(entry.product_id, entry.variant_id, quantity);
    this.db.prepare('UPDATE cart_entries SET quantity = ? WHERE id = ?').run(quantity, entryId);
  }

  remove(token: string, entryId: string): void {
    const { changes } = this.db.prepare('DELETE FROM cart_entries WHERE id = ? AND cart_token = ?').run(entryId, token);
    if (changes === 0) throw new CartRefusal(404, `No entry ${entryId} in the cart.`);
  }

  /** The cart as the runtime's model has it (runtime/commerce/cart.schema.ts); an unknown token is an empty cart. */
  cart(token: string | undefined): Partial<Cart> {
    const row = token ? (this.db.prepare('SELECT website_id, created, id FROM carts WHERE token = ?').get(token) as { website_id: string; created: number; id: string | null } | undefined) : undefined;
    if (!row || !token) return {};
    const entries = this.entries(token).map((entry) => {
      const product = catalogue.get(entry.product_id)!;
      const variant = product.variants.find((v) => v.id === entry.variant_id)!;
      return {
        id: entry.id,
        productId: product.id,
        variantId: variant.id,
        productName: product.name,
        optionValues: variant.optionValues.map((o) => o.value),
        sku: variant.sku,
        quantity: entry.quantity,
        unitPriceCents: effectivePrice(variant),
        currency: product.currency,
        productType: product.productType,
      };
    });
    const subtotalCents = entries.reduce((sum, entry) => sum + entry.unitPriceCents * entry.quantity, 0);
    const currency = entries[0]?.currency ?? 'USD';
    const types = entries.map((entry) => entry.productType);
    return {
      // Its own id: nothing of the token, which is the cart's only key.
      id: row.id ?? '',
      websiteId: row.website_id,
      created: row.created,
      entries: entries.map(({ productType: _type, ...entry }) => entry),
      subtotalCents,
      grandTotalCents: subtotalCents,
      totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
      subtotalAmount: { cents: subtotalCents, currency },
      hasDigital: types.includes('DIGITAL'),
      purelyDigital: types.length > 0 && types.every((type) => type === 'DIGITAL' || type === 'SERVICE'),
      requiresShipping: types.includes('PHYSICAL'),
    };
  }
}
