/**
 * Runs in <head> on every page: stops the browser's own submission of a form. Every form here
 * is sent by its script, but a visitor on a slow connection can press Send or Sign in before
 * the scripts have started, and the browser would then put the contact message into the
 * address bar, the history and the server's request log (a form without a method is sent by
 * GET), or post a password to a page that cannot take it. Stopped here, what was typed stays in
 * the fields and a press once the page has started sends it. The forms' own handlers call
 * preventDefault too, so this changes nothing after hydration. Its CSP hash is computed from
 * each built page.
 */
export const formSubmitGuardScript = `document.addEventListener("submit",function(e){e.preventDefault()},true)`;
