// jsdom has <dialog> but not showModal()/close(); unit tests install this stand-in. Real
// browsers (and the end-to-end tests) use the native ones.

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    // As browsers do: the control marked autofocus, else the first one.
    const first =
      this.querySelector<HTMLElement>('[autofocus]') ??
      this.querySelector<HTMLElement>('button, a[href], input');
    first?.focus();
  };
  proto.show = proto.showModal;
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    // A task of its own, as in browsers: input already queued may be handled before it.
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
}
