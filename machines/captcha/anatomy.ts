import { createAnatomy } from '../shared/anatomy';

/** The captcha container: the provider draws inside `widget`; `message` is the polite status line. */
export const captchaAnatomy = createAnatomy('captcha', ['root', 'widget', 'message']);
