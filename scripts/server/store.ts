// Everything the platform receives is kept in SQLite so tests and people can see what the runtime sent.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { CommerceStore } from './commerce-store';

export type ReceivedKind =
  | 'form-submission'
  | 'auth'
  | 'error-report'
  | 'trace'
  | 'track'
  | 'census'
  | 'event'
  | 'performance'
  | 'header-footer';

export interface ReceivedEntry {
  kind: ReceivedKind;
  endpoint: string;
  pageLoad?: string | null;
  payload: unknown;
}

export interface ReceivedRow {
  id: number;
  kind: ReceivedKind;
  endpoint: string;
  pageLoad: string | null;
  payload: unknown;
  receivedAt: string;
}

interface DbRow {
  id: number;
  kind: ReceivedKind;
  endpoint: string;
  page_load: string | null;
  payload: string;
  received_at: string;
}

export class Store {
  private readonly db: Database.Database;
  /** carts and reviews (docs/commerce.md) */
  readonly commerce: CommerceStore;

  constructor(dbPath: string) {
    if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
    this.db = new Database(dbPath);
    // WAL: the server writes while a person may read the file with the sqlite3 shell
    this.db.pragma('journal_mode = WAL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS received (
      id INTEGER PRIMARY KEY, kind TEXT NOT NULL, endpoint TEXT NOT NULL, page_load TEXT NULL,
      payload TEXT NOT NULL, received_at TEXT NOT NULL)`);
    this.commerce = new CommerceStore(this.db);
  }

  record(entry: ReceivedEntry): ReceivedRow {
    const receivedAt = new Date().toISOString();
    const pageLoad = entry.pageLoad ?? null;
    const result = this.db
      .prepare('INSERT INTO received (kind, endpoint, page_load, payload, received_at) VALUES (?, ?, ?, ?, ?)')
      .run(entry.kind, entry.endpoint, pageLoad, JSON.stringify(entry.payload ?? null), receivedAt);
    const { kind, endpoint, payload } = entry;
    return { id: Number(result.lastInsertRowid), kind, endpoint, pageLoad, payload, receivedAt };
  }

  /** Newest first. */
  list(filter: { kind?: ReceivedKind; limit?: number } = {}): ReceivedRow[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM received ${filter.kind ? 'WHERE kind = @kind' : ''} ORDER BY id DESC
         ${filter.limit !== undefined ? 'LIMIT @limit' : ''}`,
      )
      .all({
        ...(filter.kind ? { kind: filter.kind } : {}),
        ...(filter.limit !== undefined ? { limit: filter.limit } : {}),
      }) as DbRow[];
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      endpoint: row.endpoint,
      pageLoad: row.page_load,
      payload: JSON.parse(row.payload) as unknown,
      receivedAt: row.received_at,
    }));
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
