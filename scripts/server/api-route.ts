// What an API endpoint is (scripts/server/routes.ts, commerce-routes.ts): its method, path, payload schema and
// handler, and what a handler may use besides its validated payload.
import type * as z from 'zod/mini';
import type { FormFieldsDecoded } from './body';
import type { Reply } from './http-util';
import type { ReceivedKind, Store } from './store';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a handler may use besides its validated payload. */
export interface ApiContext {
  method: string;
  /** the query without the fault parameters */
  query: FormFieldsDecoded;
  /** the decoded body before validation (undefined when empty) */
  body: unknown;
  store: Store;
  /** the request's cookies */
  cookies: Record<string, string>;
  /** the page was served over https (TLS, or a proxy's `X-Forwarded-Proto: https`): cookies set are `Secure` */
  secure: boolean;
  /** the path parameters (`:name` segments) */
  params: Record<string, string>;
  /** the request's page load id (header, else body or query field `pageLoadId`), or null */
  pageLoad: string | null;
  record(kind: ReceivedKind, payload: unknown): void;
  /** the X-XSRF-Token header against the tokens the session login issued (not enforced: the reference server has no
   * real session, so a page that says it is logged in may log out without one; the received log shows it) */
  xsrfToken: 'valid' | 'unknown' | 'missing';
  /** remembers a token the session login answered */
  issueXsrfToken(): string;
  issueFormKey(): string;
  /** true once for a key the server issued */
  consumeFormKey(key: string): boolean;
}

export interface RouteDef<S extends z.ZodMiniType> {
  method: Method;
  /** exact path; a `:name` segment captures a path parameter */
  path: string;
  /** where the validated payload comes from; default body */
  source?: 'body' | 'query' | 'params';
  schema?: S;
  /** chooses the schema per payload when one schema would give vague union errors */
  pickSchema?: (input: unknown) => z.ZodMiniType;
  /** reshapes accepted alternative body forms before validation */
  normalize?: (input: unknown) => unknown;
  /** requires X-CSRF-Token to equal the crumb cookie */
  csrf?: boolean;
  /**
   * a change only the site's own pages may ask for: the `crumb` the data layer adds to the query (or X-CSRF-Token)
   * must equal the crumb cookie, which another site cannot read; else `{ crumbFail, crumb }` with a new crumb cookie,
   * and the runtime retries once (visitor-runtime §4, §7)
   */
  crumb?: boolean;
  /** a change only a logged-in account may make: an X-XSRF-Token the session login answered, else 401 loginRequired */
  account?: boolean;
  handle(payload: z.output<S>, ctx: ApiContext): Reply;
}

export type ApiRoute = RouteDef<z.ZodMiniType>;

export const route = <S extends z.ZodMiniType>(def: RouteDef<S>): ApiRoute => def as unknown as ApiRoute;
