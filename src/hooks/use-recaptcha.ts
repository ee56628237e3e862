import { useCallback, useRef, useState } from 'react';
import { loadRecaptcha, type Recaptcha } from '../lib/recaptcha';

export interface RecaptchaWidget {
  /** Where the widget goes. */
  container: React.RefObject<HTMLDivElement | null>;
  /** Loads and shows the widget; called once the visitor starts on the form. */
  start: () => void;
  /** The visitor's answer, '' until they have given one. */
  token: () => string;
  reset: () => void;
  /** The script could not be loaded (blocked, offline). */
  failed: boolean;
}

/**
 * A reCAPTCHA v2 checkbox for `siteKey` (or, with Turnstile's `load`, its widget); nothing loads
 * until `start()`.
 */
export function useRecaptcha(
  siteKey: string | undefined,
  load: () => Promise<Recaptcha> = loadRecaptcha,
): RecaptchaWidget {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Recaptcha; id: number } | null>(null);
  const loading = useRef(false);
  const [failed, setFailed] = useState(false);

  const start = useCallback(() => {
    if (!siteKey || widget.current || loading.current) return;
    loading.current = true;
    setFailed(false);
    load().then(
      (api) => {
        loading.current = false;
        const host = container.current;
        if (!host || widget.current) return;
        const theme = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
        widget.current = { api, id: api.render(host, { sitekey: siteKey, theme }) };
      },
      () => {
        loading.current = false;
        setFailed(true);
      },
    );
  }, [siteKey, load]);

  const token = useCallback(() => {
    const current = widget.current;
    return current ? current.api.getResponse(current.id) : '';
  }, []);

  const reset = useCallback(() => {
    const current = widget.current;
    if (current) current.api.reset(current.id);
  }, []);

  return { container, start, token, reset, failed };
}
