import { formatMessage, type MessageValues } from './message-format';

/**
 * The en-US dictionary, bundled with the code (display-widgets §7: translation dictionaries are loaded locally).
 * Messages in the message format of ./message-format.ts, worded exactly as the specification quotes them
 * (display-widgets §4 "Relative time", §5 "Message texts" and the checkout minimum, §8 the visible errors). The
 * form's, the video's and the data layer's messages are sections of the same dictionary in modules of their own
 * (./form.ts, ./video.ts, ./request.ts), so that their chunks carry only their own text; the data layer's holds the
 * general 'Something went wrong', which only a failed request shows. Keys are unique across the sections
 * (./dictionary.test.ts).
 */
export const enUS = {
  // Relative time (display-widgets §4)
  'relativeTime.justNow': 'just now',
  'relativeTime.secondsAgo': 'about {seconds, plural, one {# second} other {# seconds}} ago',

  // Validation messages (display-widgets §5)
  'validation.notExpectedOption': '{val} is not one of the expected options',
  'validation.notValidPageUrl': '{val} is not a valid page URL',
  'validation.enterValidEmail': 'Please enter a valid email',
  'validation.emailFormat': 'Emails must be formatted as {email}',
  'validation.linkFormat': 'Links must be formatted as {host} or {host}',
  'validation.enterFileName': 'Please enter a file name',
  'validation.selectList': 'A List must be selected',
  'validation.selectStarRating': 'Please select a star rating',
  'validation.datasetColumn': 'Your dataset must have at least one column',
  'validation.datasetRow': 'Your dataset must have at least one row',
  'validation.tagExists': 'This {tagType} already exists',
  'validation.checkoutMinimum': 'To check out, your order subtotal must be {subtotal} or more.',

  // General (display-widgets §8)
  'error.unableToLoadResults': 'Unable to load results',
  'error.unableToLoadTryAgain': 'Unable to load. Try again.',
  'error.network': 'Network error',
  'error.unableToConnect': 'Unable to connect. Please try again',
  'error.unableToLoadCollections': 'Unable to load collections',
  'error.unableToLoadFonts': 'Unable to load fonts',
  'error.unableToLoadFontPreview': 'Unable to load preview for {fontName}',

  // Files (display-widgets §8)
  'file.uploadIncomplete': 'File upload failed to complete',
  'file.processingFailed': 'File processing failed',
  'file.processingCancelled': 'File processing cancelled',
  'file.unsupported': 'The file {fileName} does not appear to be a supported file.',
  'file.tooLarge': 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  'file.renameFailed': 'There was a problem while renaming your file.',
  'file.uploadFailed': 'There was a problem while uploading your file.',

  // Cart (display-widgets §8)
  'cart.updateQuantityFailed': 'Unable to update quantity',
  'cart.removeItemFailed': 'Unable to remove item',
  'cart.openFormFailed': 'Unable to open form',
  'cart.updateFormFailed': 'Unable to update form',
  'cart.fixInformation': 'Update the missing or invalid information above.',
  'cart.tryAgain': 'Please try again.',
  'cart.checkConnection': 'Please check your internet connection.',
  'cart.empty': 'You have nothing in your shopping cart.',

  // Reviews (display-widgets §8)
  'review.alreadyReviewed': 'You have already reviewed this purchase',
  'review.requestExpired': 'Your review request has expired',
  'review.noProducts': 'There are no products to review',
  'review.thanks': 'Thanks for your feedback',
  'review.tryAgain': 'Try submitting your review again',
  'review.somethingWentWrong': 'Something went wrong',
} as const;

export type MessageKey = keyof typeof enUS;
export const EN_US = 'en-US';

/** The en-US text of a dictionary message with its values filled in. */
export function translate(key: MessageKey, values: MessageValues = {}): string {
  return formatMessage(enUS[key], values, EN_US);
}
