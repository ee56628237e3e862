/** One message per page every 10 seconds: a double click or a bot cannot flood the owner. */
export const SEND_RATE_LIMIT = { id: 'contact-form', throttle: 10_000 } as const;
