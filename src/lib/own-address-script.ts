// A page of its own (an item's, a note's, the notes list, search) runs no app, so nothing answers
// a step through history that stays within it. One comes after a reload of the main page while an
// item's window is open: the window's address is the item's, so the reload brings the item's own
// page, and Back then returns to the main page's address within this same document (browsers fire
// only popstate; the page would stay the item's under the main page's address). This script loads
// the page the address names whenever a step leaves this page's own path; a step to a place on
// the page (a footnote's #fn1) stays. Plain ES2017, written as text, hashed by the page's CSP.
export const OWN_ADDRESS_SCRIPT = `(() => {
  const own = location.pathname;
  addEventListener('popstate', () => {
    if (location.pathname !== own) location.reload();
  });
})()`;
