/** display-widgets §9: the marker icon is 48x64, drawn at half size (sharp on a 2x screen). */
export const MARKER_ICON_SIZE = { width: 48, height: 64 } as const;

const pin =
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="64" viewBox="0 0 48 64">' +
  '<path d="M24 62C24 62 4 36 4 22a20 20 0 0 1 40 0c0 14-20 40-20 40z" fill="#c0392b" stroke="#fff" stroke-width="3"/>' +
  '<circle cx="24" cy="22" r="7" fill="#fff"/></svg>';

export const markerIcon = {
  url: `data:image/svg+xml,${encodeURIComponent(pin)}`,
  width: MARKER_ICON_SIZE.width / 2,
  height: MARKER_ICON_SIZE.height / 2,
};
