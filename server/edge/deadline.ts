// A call to another service (the mail provider, Turnstile's siteverify) that gets a deadline: past
// it, the request is aborted and the visitor told so, rather than left waiting on a slow service.

export class DeadlineExceeded extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/** Runs `call` with a signal that aborts after `ms`; rejects with DeadlineExceeded then. */
export function withDeadline<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced as well as signalled: a fetch that ignores its signal still cannot hold the answer.
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new DeadlineExceeded(ms));
    }, ms);
  });
  return Promise.race([call(controller.signal), expired]).finally(() => clearTimeout(timer));
}
