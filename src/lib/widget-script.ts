// A CAPTCHA widget's script (reCAPTCHA's, Turnstile's), fetched once, on first use: its promise is
// shared by every caller, and a script that fails to load is tried again on the next call.

/**
 * A loader for the script at `src`, which calls `window[readyCallback]` once its API is ready;
 * `api` takes that API from the window.
 */
export function widgetScriptLoader<T>(
  src: string,
  readyCallback: string,
  api: (host: Record<string, unknown>) => T,
): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= new Promise<T>((resolve, reject) => {
      const host = window as unknown as Record<string, unknown>;
      host[readyCallback] = () => resolve(api(host));
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onerror = () => {
        script.remove();
        loading = undefined; // a later visit to the form tries again
        reject(new Error('The CAPTCHA could not be loaded'));
      };
      document.head.append(script);
    });
    return loading;
  };
}
