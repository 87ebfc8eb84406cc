import { translate } from './text/en-US';

/**
 * The interface messages of visitor-runtime §5 and display-widgets §5 that no block shows yet, as rules ready for the
 * blocks that will (issue: every remaining block kind). Each returns the message to show, worded as the spec quotes
 * it, or null when the value is fine. Choices the spec leaves open are in docs/blocks.md "Interface rules".
 */

/** Tag and category names (display-widgets §5). */
export const TAG_MAX_LENGTH = 50;
export const CATEGORY_MAX_LENGTH = 25;
/** Bytes per MB (visitor-runtime §9): file sizes are stated in decimal megabytes. */
export const BYTES_PER_MB = 1_000_000;

export type TagType = 'tag' | 'category';

/** '{val} is not one of the expected options' unless `val` is one of `options` (exactly, as the options are codes). */
export function expectedOption(val: string, options: readonly string[]): string | null {
  return options.includes(val) ? null : translate('validation.notExpectedOption', { val });
}

/**
 * '{val} is not a valid page URL' unless `val` names a page: a path on this site (`/menu`, `/`; not `//host`, which
 * is another site) or an absolute http(s) address. Surrounding spaces are ignored; control characters never pass.
 */
export function pageUrl(val: string): string | null {
  const text = val.trim();
  const invalid = translate('validation.notValidPageUrl', { val });
  if (text === '' || /[\u0000-\u001f\u007f\s]/.test(text)) return invalid;
  if (text.startsWith('/')) return text.startsWith('//') || text.startsWith('/\\') ? invalid : null;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? null : invalid;
  } catch {
    return invalid;
  }
}

/**
 * A new tag or category name: cut to its maximum length (50 / 25), the spec's limit, and refused with 'This {tagType}
 * already exists' when an existing one has the same name, ignoring case and surrounding spaces (two tags that read
 * the same to a visitor are one). Returns the name to store, or the message.
 */
export function tagName(name: string, tagType: TagType, existing: readonly string[]): { name: string } | { message: string } {
  const limit = tagType === 'tag' ? TAG_MAX_LENGTH : CATEGORY_MAX_LENGTH;
  const kept = Array.from(name.trim()).slice(0, limit).join('').trim();
  const same = (other: string) => other.trim().toLowerCase() === kept.toLowerCase();
  return existing.some(same) ? { message: translate('validation.tagExists', { tagType }) } : { name: kept };
}

/** A file offered for upload: its name, size in bytes and media type. */
export interface OfferedFile {
  name: string;
  size: number;
  type: string;
}

/** '{n} MB' in decimal megabytes, at most one decimal ('20 MB', '2.5 MB'). */
export const megabytes = (bytes: number): string => `${Math.round((bytes / BYTES_PER_MB) * 10) / 10} MB`;

/**
 * An upload: 'Please enter a file name' for a file without one, the unsupported-file message when its type is not
 * accepted (a media type, or a family such as `image/*`), the too-large message with the maximum in MB when it is
 * over `maxBytes`. The first that applies.
 */
export function uploadProblem(file: OfferedFile, accepted: readonly string[], maxBytes: number): string | null {
  const fileName = file.name.trim();
  if (fileName === '') return translate('validation.enterFileName');
  const type = file.type.toLowerCase();
  const accepts = (pattern: string) => (pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1).toLowerCase()) : type === pattern.toLowerCase());
  if (!accepted.some(accepts)) return translate('file.unsupported', { fileName });
  if (file.size > maxBytes) return translate('file.tooLarge', { fileName, maxSize: megabytes(maxBytes) });
  return null;
}

/** A chart block's dataset: rows of cells, the first row the column names. */
export type Dataset = readonly (readonly string[])[];

/**
 * 'Your dataset must have at least one column' / '… row' for a dataset without a column name or without a data row;
 * else the dataset cut to at most `maxRows` data rows and `maxColumns` columns (the spec truncates; the limits are
 * the block's), and whether it was cut.
 */
export function chartDataset(
  dataset: Dataset,
  maxRows: number,
  maxColumns: number,
): { message: string } | { dataset: string[][]; truncated: boolean } {
  const [header = [], ...rows] = dataset;
  if (header.length === 0) return { message: translate('validation.datasetColumn') };
  if (rows.length === 0) return { message: translate('validation.datasetRow') };
  const columns = Math.min(header.length, maxColumns);
  const kept = [header, ...rows.slice(0, maxRows)].map((row) => row.slice(0, columns));
  return { dataset: kept, truncated: rows.length > maxRows || dataset.some((row) => row.length > columns) };
}

/** 'A List must be selected' until a mailing list is chosen (a newsletter block's settings). */
export const listSelected = (listId: string | null | undefined): string | null =>
  listId && listId.trim() !== '' ? null : translate('validation.selectList');
