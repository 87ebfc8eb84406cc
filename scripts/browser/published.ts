import type { Request } from 'playwright-core';

/** The platform's hosts a published page would ask for its scripts, styles and images: our fixtures ask none. */
export const PLATFORM_HOSTS = ['images.squarespace-cdn.com', 'static1.squarespace.com', 'assets.squarespace.com', 'www.squarespace.com'];

/** The addresses among `requests` on the platform's hosts (a test expects none). */
export const platformRequests = (requests: Request[]) => requests.map((request) => request.url()).filter((url) => PLATFORM_HOSTS.includes(new URL(url).hostname));
