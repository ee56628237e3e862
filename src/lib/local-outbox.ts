// A site built without EmailJS keys sends to its own server: the local outbox of `npm start` and
// `npm run dev`, or the contact handler on the host's edge (server/edge), which mark their answers
// to the send path with a header when they take messages. A static host has neither: there the
// form hands the message to the visitor's mail app instead of failing every send.
import { EMAIL_SEND_PATH, LOCAL_OUTBOX_HEADER } from '../config/env-email';
import { SITE_BASE } from '../config/site-base';

let probe: Promise<boolean | null> | undefined;

/**
 * Whether the page's own server takes messages; asked once (again after a failed ask). `null`
 * when it cannot be asked (the connection is down): that says nothing of the server, so the form
 * tries to send and fails as any send does, rather than calling the site one without mail.
 */
export function hasLocalOutbox(): Promise<boolean | null> {
  // A query of its own tells the question apart from a send, in the server's log as in a test's
  // routes. The edge handler serves a site at its host's root only; a site under a sub-path asks
  // its own page instead, which the local servers mark as they mark every answer, and never sends
  // a request outside its path.
  const question =
    SITE_BASE === '/'
      ? `${window.location.origin}${EMAIL_SEND_PATH}?probe`
      : (window.location.href.split('#')[0] ?? SITE_BASE);
  probe ??= fetch(question, { method: 'HEAD', cache: 'no-store' })
    .then((response) => response.headers.get(LOCAL_OUTBOX_HEADER) === '1')
    .catch(() => {
      // Unreachable now (a dropped connection, a stopped server): ask again next time.
      probe = undefined;
      return null;
    });
  return probe;
}

/** For tests: forget the answer. */
export function forgetLocalOutbox(): void {
  probe = undefined;
}
