/** Whether this window is inside a frame; a parent we may not look at counts as framed. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/**
 * Edit mode: the page is shown inside the editor's frame to a logged-in account — the page is framed (not the top
 * window) and the site context names an authenticated account. A visitor's page, even framed, is not in edit mode.
 */
export function isEditMode(facts: { framed: boolean; loggedIn: boolean }): boolean {
  return facts.framed && facts.loggedIn;
}
