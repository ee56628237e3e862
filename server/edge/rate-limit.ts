// The per-client limit on messages: the host's own rate limiter where it has one (Cloudflare's
// rate-limiting binding, counted across its whole network), else a count kept in this process.

/**
 * Counts each client's messages in a sliding window: a script on the page (or a loop in a terminal)
 * cannot fill the outbox. `take` answers how many seconds to wait, or 0 when the message may pass.
 */
export function createRateLimiter(max: number, windowMs: number, clock = () => Date.now()) {
  const sent = new Map<string, number[]>();
  return {
    take(client: string): number {
      const now = clock();
      const recent = (sent.get(client) ?? []).filter((time) => now - time < windowMs);
      if (recent.length >= max) {
        sent.set(client, recent);
        return Math.max(1, Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000));
      }
      recent.push(now);
      sent.set(client, recent);
      // Forget idle clients, so the map stays as small as the window.
      if (sent.size > 1000) {
        for (const [key, times] of sent)
          if (times.every((t) => now - t >= windowMs)) sent.delete(key);
      }
      return 0;
    },
  };
}

/** Cloudflare Workers' rate-limiting binding (`[[ratelimits]]` in wrangler.toml). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export interface ClientLimit {
  /** Seconds to wait before the next message, or 0 when this one may pass. */
  take(client: string): Promise<number>;
}

/** The binding's own period is fixed in its configuration; a refusal waits one such period. */
export function bindingLimit(binding: RateLimitBinding, periodSeconds: number): ClientLimit {
  return {
    take: async (client) => ((await binding.limit({ key: client })).success ? 0 : periodSeconds),
  };
}

export function memoryLimit(limiter: ReturnType<typeof createRateLimiter>): ClientLimit {
  return { take: async (client) => limiter.take(client) };
}
