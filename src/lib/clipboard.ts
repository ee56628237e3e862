/**
 * Copies text to the clipboard. Resolves false, never throws, when the clipboard API is missing
 * (insecure page, old browser) or refuses (permission denied, document not focused), so the caller
 * can show the text for copying by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard || typeof clipboard.writeText !== 'function') return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
