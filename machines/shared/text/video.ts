/**
 * The dictionary's video section (en-US, display-widgets §8 "Video"): a section of its own so that the video's
 * chunk carries only its own text (docs/decisions.md "One text dictionary").
 */
export const videoText = {
  'video.invalidEmbed': 'Invalid video embed.',
  'video.customThumbnailEmbedOnly':
    'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
  /** §8 names the limitation without quoting it: a Vimeo video whose account type the provider answers as basic. */
  'video.vimeoBasicUnsupported': 'Vimeo Basic accounts are unsupported.',
} as const;
