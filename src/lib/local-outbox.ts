// A site built without EmailJS keys sends to the local outbox of `npm start` and `npm run dev`,
// which mark their answers with a header. A static host has no outbox: there the form hands the
// message to the visitor's mail app instead of failing every send.
import { LOCAL_OUTBOX_HEADER } from '../config/env-email';

let probe: Promise<boolean> | undefined;

/** Whether the page's own server takes messages; asked once (again after a failed ask). */
export function hasLocalOutbox(): Promise<boolean> {
  probe ??= fetch(window.location.href.split('#')[0] ?? '/', { method: 'HEAD', cache: 'no-store' })
    .then((response) => response.headers.get(LOCAL_OUTBOX_HEADER) === '1')
    .catch(() => {
      // Unreachable now (a dropped connection, a stopped server): ask again next time.
      probe = undefined;
      return false;
    });
  return probe;
}

/** For tests: forget the answer. */
export function forgetLocalOutbox(): void {
  probe = undefined;
}
