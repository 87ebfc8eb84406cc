import { isFramed } from '../framing';
// The owner's way in and out (visitor-runtime §2 "Keyboard", §3 "Session login payload", §4 "Other", §7):
// the login dialog and logging out, each an explicit chart (machines/login, machines/logout) whose effects live here.
// No React here: each view is a chunk of its own, downloaded when it is shown.
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { LoginCredentials, loginMachine } from '../../machines/login/machine';
import { forgetXsrfToken, storeXsrfToken } from '../xsrf-token';
import type { logoutMachine, SessionCrumbFailure } from '../../machines/logout/machine';
import { startActor, stopActor } from '../actors';
import { readCart, writeCrumb } from '../cookie-values';
import { logError } from '../log';
import type { SiteContext } from '../schemas/site-context';
import { configPanelUrl, logoutUrl } from '../routes';

/** Session login (path not shown by the spec; the reference server's, docs/server.md). */
export const LOGIN_PATH = '/api/auth/Login';
export const LOGOUT_PATH = '/api/auth/Logout';
/** The session DELETE (path not shown by the spec; the reference server's). */
export const SESSION_PATH = '/api/auth/Session';
/** Where "Create account" goes (not shown by the spec; our choice). */
export const ACCOUNT_CREATION_PATH = '/config/signup';

/** What the session effects need from the browser; tests pass their own. */
export interface SessionHost {
  location: Pick<Location, 'pathname' | 'search' | 'assign'>;
  /** true when the page is inside the backend preview frame */
  framed: boolean;
  document: Document;
}

const browserHost = (): SessionHost => ({ location: window.location, framed: isFramed(), document });


type DataLayer = typeof import('../data-layer');
const loadDataLayer = (): Promise<DataLayer> => import('../data-layer');

/** The message of a failed data-layer request: the server's own `error` text when it sent one. */
function failureMessage(error: unknown): string {
  const detail = (error as { detail?: { message?: unknown; data?: unknown } } | null)?.detail;
  const data = detail?.data as { error?: unknown } | undefined;
  if (typeof data?.error === 'string' && data.error) return data.error;
  if (typeof detail?.message === 'string' && detail.message) return detail.message;
  return error instanceof Error && error.message ? error.message : 'Unable to connect…';
}

// ---------------------------------------------------------------------------------------------------------------
// Logout

/** Sent when the server answers the login without a token (our wording). */
export const LOGIN_NO_TOKEN_MESSAGE = 'The server did not confirm the login. Please try again.';

/** The logout chart's two calls, as the actors it invokes; each rejects with the message the visitor is shown. */
export function logoutActors(dataLayer: Promise<DataLayer> = loadDataLayer()) {
  return {
    // Leaving the state that invokes a call (the chart stopped, the page destroyed) aborts its request.
    postLogout: fromPromise<unknown>(async ({ signal }) => {
      const layer = await dataLayer;
      await layer.request({ method: 'POST', url: LOGOUT_PATH, showErrors: false }, { signal }).catch((error: unknown) => {
        throw new Error(`Could not log out: ${failureMessage(error)}`);
      });
    }),
    deleteSession: fromPromise<unknown, { cloneCart: boolean }>(async ({ input, signal }) => {
      const outcome = await (await dataLayer)
        .send({ method: 'DELETE', url: SESSION_PATH, data: { cloneCart: String(input.cloneCart) } }, signal)
        .catch((error: unknown) => {
          throw new Error(`Your session could not be ended: ${failureMessage(error)}`);
        });
      switch (outcome.type) {
        case 'SUCCEEDED':
        case 'LOGIN_REQUIRED': // no session left to end
          return;
        case 'CRUMB_FAILED': {
          const failure: SessionCrumbFailure = outcome.crumb ? { crumbFail: true, crumb: outcome.crumb } : { crumbFail: true };
          throw failure;
        }
        case 'AUTHORIZATION_FAILED':
          throw new Error('Your session could not be ended: Unauthorized request');
        default:
          throw new Error(`Your session could not be ended: ${outcome.message}`);
      }
    }),
  };
}

/** The logout chart's fire-and-forget effects: the crumb, the token and the navigation. */
export function logoutEffects(host: SessionHost) {
  return {
    storeCrumb: (_, { crumb }) => {
      if (crumb) writeCrumb(crumb);
    },
    forgetToken: () => forgetXsrfToken(),
    goToDestination: ({ context }) => host.location.assign(context.destination),
  } satisfies Parameters<typeof logoutMachine.provide>[0]['actions'];
}

type LogoutActor = ActorRefFrom<typeof logoutMachine>;
// The charts are downloaded with their first use (with the data layer and the view), not with the chrome chunk.
let logoutActor: Promise<LogoutActor> | undefined;

/** Settles when the chart reaches `leaving` (resolves) or `failed` (rejects with the message shown). */
function settled(actor: Pick<LogoutActor, 'subscribe'>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('leaving')) resolve();
      else if (snapshot.matches('failed')) reject(new Error(snapshot.context.error ?? 'Could not log out.'));
      else return;
      subscription.unsubscribe();
    });
  });
}

/**
 * What a logout request does to the running chart (Shift+Escape, a logout control): LOGOUT when idle, RETRY after a
 * failure, nothing while one runs (the call joins it). Settles when the page is leaving; rejects with the message
 * shown when it fails.
 */
export function requestLogout(actor: Pick<LogoutActor, 'getSnapshot' | 'send' | 'subscribe'>): Promise<void> {
  const snapshot = actor.getSnapshot();
  if (snapshot.matches('leaving')) return Promise.resolve();
  const done = settled(actor);
  if (snapshot.matches('idle')) actor.send({ type: 'LOGOUT' });
  else if (snapshot.matches('failed')) actor.send({ type: 'RETRY' });
  return done;
}

/**
 * Logs the owner out (Shift+Escape, or a `[data-action="logout"]` control): POST /api/auth/Logout, the session DELETE
 * with cloneCart (true when a cart cookie exists, so the visitor keeps the cart), then the site root — or, inside the
 * backend preview, the frame's own URL — with logout=true. Settles when the page is leaving; rejects with the
 * message when it fails (the view shows it with Try again). A call while one runs joins it; a call after a failure
 * tries again.
 */
export function logout(_site: SiteContext, host: SessionHost = browserHost()): Promise<void> {
  logoutActor ??= import('../../machines/logout/machine').then(({ logoutMachine }) => {
    const destination = logoutUrl(host.framed ? host.location.pathname + host.location.search : undefined);
    const actor: LogoutActor = startActor('logout', logoutMachine.provide({ actors: logoutActors(), actions: logoutEffects(host) }), {
      input: { cloneCart: readCart() !== null, destination },
    });
    void mountLazily('logout', () => import('../../views/logout/mount').then((view) => (el) => view.mountLogout(actor, el)), host.document);
    return actor;
  });
  return logoutActor.then(requestLogout);
}

/** Downloads a view chunk and mounts it in its own host element at the end of the body; returns the unmount. */
async function mountLazily(
  name: string,
  load: () => Promise<(container: Element) => () => void>,
  doc: Document,
): Promise<(() => void) | undefined> {
  try {
    const mount = await load();
    const element = doc.createElement('div');
    element.dataset.runtimeHost = name;
    doc.body.append(element);
    const unmount = mount(element);
    return () => {
      unmount();
      element.remove();
    };
  } catch (error) {
    logError(`The ${name} view could not be loaded.`, error);
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Login

/** The session login call, as the actor the login chart invokes: answers the xsrfToken, rejects with the message shown. */
export function loginActors(dataLayer: Promise<DataLayer> = loadDataLayer()) {
  return {
    // Leaving `submitting` (the dialog closed, the page destroyed) aborts the request.
    sendLogin: fromPromise<string, LoginCredentials>(async ({ input: { email, password, rememberMe }, signal }) => {
      const answer = await (await dataLayer)
        .request<{ xsrfToken?: unknown }>({ method: 'POST', url: LOGIN_PATH, data: { email, password, rememberMe }, showErrors: false }, { signal })
        .catch((error: unknown) => {
          throw new Error(failureMessage(error));
        });
      if (typeof answer?.xsrfToken === 'string' && answer.xsrfToken) return answer.xsrfToken;
      throw new Error(LOGIN_NO_TOKEN_MESSAGE);
    }),
  };
}

/** The login chart's fire-and-forget effects: the token and account creation. */
export function loginEffects(host: SessionHost) {
  return {
    storeToken: (_, { xsrfToken }) => storeXsrfToken(xsrfToken),
    openAccountCreation: () => host.location.assign(ACCOUNT_CREATION_PATH),
  } satisfies Parameters<typeof loginMachine.provide>[0]['actions'];
}

type LoginActor = ActorRefFrom<typeof loginMachine>;
let loginOpen: Promise<LoginActor> | undefined;

/**
 * Opens the login dialog: starts the login chart and downloads the login view chunk (views/login/mount.tsx). Settles
 * with the chart once the dialog is on the page; while it is open, a second call gives the same one.
 */
export function openLogin(site: SiteContext, host: SessionHost = browserHost()): Promise<LoginActor> {
  if (loginOpen) return loginOpen;
  const configPanelHref = configPanelUrl(host.location);
  let actor: LoginActor | undefined;
  const opening = mountLazily(
    'login',
    async () => {
      const [{ loginMachine }, view] = await Promise.all([import('../../machines/login/machine'), import('../../views/login/mount')]);
      const started: LoginActor = startActor('login', loginMachine.provide({ actors: loginActors(), actions: loginEffects(host) }), {
        input: { useEscapeKeyToLogin: site.useEscapeKeyToLogin },
      });
      actor = started;
      return (el) => view.mountLogin(started, el, { configPanelHref });
    },
    host.document,
  ).then((unmount) => {
    const opened = actor;
    if (!opened || !unmount) throw new Error('The login dialog could not be shown.');
    const subscription = opened.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      subscription.unsubscribe();
      unmount();
      stopActor('login');
      loginOpen = undefined;
    });
    return opened;
  });
  loginOpen = opening;
  opening.catch(() => {
    stopActor('login');
    loginOpen = undefined;
  });
  return opening;
}

/** Tests only: forget the running logout and the open login dialog. */
export function resetSessionForTests(): void {
  logoutActor = undefined;
  loginOpen = undefined;
  stopActor('login');
  stopActor('logout');
}
