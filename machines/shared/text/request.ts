/**
 * The dictionary's data-layer section (en-US, visitor-runtime §8 "Data layer"): what a failed request says. A
 * section of its own so that the data layer's chunk carries only its own text (docs/decisions.md "One text
 * dictionary").
 */
export const requestText = {
  'request.unauthorized': 'Unauthorized request',
  'request.serverError': 'Internal server error. Please try again later.',
  'request.unavailable': 'This service is temporarily unavailable. Please try again later.',
  /** Any other failed connection, and no answer at all. */
  'request.unableToConnect': 'Unable to connect…',
  'request.unparseable': 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
  /** An answer naming an error, or one that did not parse (display-widgets §8 "General"). */
  'request.somethingWentWrong': 'Something went wrong',
  /** Our choice (the spec names the signal, not a text). */
  'request.loginRequired': 'Login required',
} as const;
