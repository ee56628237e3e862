import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../lib/cn';
import { bringToTopOfDialog } from '../lib/dialog-scroll';
import { lockScroll } from '../lib/scroll-lock';
import { ICON_BUTTON } from './button-styles';
import { focusFirst, focusedElement, isTabKey, keepTabInside, returnFocus } from './dialog-focus';
import { Icon } from './icon';
import { t } from '../words';

export interface DialogProps {
  /** Called once for every way of closing: Escape, the Close button, a click on the backdrop. */
  onClose: () => void;
  /** The id of the heading inside `header` that names the dialog. */
  labelledBy: string;
  /** The top bar, beside the Close button; it holds the heading. */
  header: ReactNode;
  /** A bar under the scrolling body, for actions. */
  footer?: ReactNode;
  /** Controls in the top bar, before the Close button (the language switch). */
  controls?: ReactNode;
  /** Where focus goes on close when nothing on the page opened the dialog (a shared link). */
  fallbackFocus?: () => HTMLElement | null;
  /**
   * The document's title while it is open (an item's, while the modal shows it under its page's
   * address): the tab, the history entry and a bookmark then name what is shown. The page's own
   * title comes back as it closes.
   */
  pageTitle?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>, open while it is rendered: the platform makes the page behind
 * inert and turns Escape into `cancel`. This adds focus return (to what had focus when it opened),
 * a Tab loop, backdrop clicks and a scroll lock.
 *
 * It opens in two steps, so the visitor sees it sooner: its open attribute draws it, and once that
 * frame is painted showModal() makes it modal, focus moves into it and the page behind stops
 * scrolling. Each of those restyles or lays out the whole page (making it inert restyles every
 * element on it), which on a phone took longer than drawing the dialog. Until then (one frame)
 * focus stays on the opener, keys are this code's (Escape closes, Tab goes in, others do nothing)
 * and the page behind is not yet inert; the Tab loop is this code's throughout. It is rendered at
 * the end of <body>, so that until it is in the top layer no section's containment can clip or
 * place it.
 */
export function Dialog({
  onClose,
  labelledBy,
  header,
  footer,
  controls,
  fallbackFocus,
  pageTitle,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const foot = useRef<HTMLDivElement>(null);
  // A site in one language passes none: its title keeps the row beside Close.
  const hasControls = controls !== undefined && controls !== null;

  // A disclosure opened in the foot bar, which then stops being pinned, is brought to the top of
  // the view: it had been at the screen's foot, and its content would open below it, out of view.
  // (`toggle` does not bubble: heard on its way down.)
  useEffect(() => {
    const bar = foot.current;
    if (!bar) return;
    const bringUp = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLDetailsElement && target.open) bringToTopOfDialog(target);
    };
    bar.addEventListener('toggle', bringUp, true);
    return () => bar.removeEventListener('toggle', bringUp, true);
  }, []);

  useEffect(() => {
    if (!pageTitle) return;
    const before = document.title;
    document.title = pageTitle;
    return () => {
      document.title = before;
    };
  }, [pageTitle]);
  const onCloseRef = useRef(onClose);
  const fallbackRef = useRef(fallbackFocus);

  useEffect(() => {
    onCloseRef.current = onClose;
    fallbackRef.current = fallbackFocus;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = focusedElement();
    let pressedOnBackdrop = false;
    let reported = false;
    let modal = dialog.open;
    // Escape (or any native close) closes the dialog first; report it so the owner's state follows.
    // Reported as `open` goes, in the same task, not on the `close` event: that event is a task
    // of its own, which a busy browser runs after input already queued (it puts input first). A
    // visitor's Tab and Enter on another item would then open it before this one's owner heard of
    // the close, and this one's address would stay in history under the new item's.
    const onNativeClose = () => {
      if (reported || dialog.open) return;
      reported = true;
      // The platform gives focus back to what had it when showModal() ran, which was inside.
      const now = focusedElement();
      if ((!now || dialog.contains(now)) && opener?.isConnected)
        opener.focus({ preventScroll: true });
      onCloseRef.current();
    };
    const openWatch = new MutationObserver(onNativeClose);
    openWatch.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    // The dialog box has no padding, so only the backdrop reports the dialog itself as target.
    // Both press and release must land there, so a text selection dragged outside does not close.
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && pressedOnBackdrop) onCloseRef.current();
      pressedOnBackdrop = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Before showModal() the platform does not close on Escape; this does, as it will.
      if (event.key === 'Escape' && !modal) {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      // Until then the page behind is not inert, and its opener still has focus: a key meant for
      // the dialog must not press it.
      const outside = !(event.target instanceof Node && dialog.contains(event.target));
      if (!modal && outside && !isTabKey(event)) event.preventDefault();
      keepTabInside(dialog, event);
    };
    let unlockScroll = () => {};
    // The second step: close() and showModal() in one task, so no frame shows it closed. A control
    // inside that the visitor has focused keeps focus: it is made the one showModal() focuses.
    // Otherwise focus goes where focusFirst() puts it.
    const becomeModal = () => {
      if (modal || !dialog.open) return;
      modal = true;
      unlockScroll = lockScroll();
      const active = focusedElement();
      const chosen = active && dialog.contains(active);
      const keep = chosen && !active.hasAttribute('autofocus');
      if (keep) active.setAttribute('autofocus', '');
      dialog.close();
      dialog.showModal();
      if (keep) active.removeAttribute('autofocus');
      if (!chosen) focusFirst(dialog);
    };
    let frame = 0;
    let task: ReturnType<typeof setTimeout> | undefined;
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    // On the document: until the second step, focus is outside the dialog.
    document.addEventListener('keydown', onKeyDown);
    if (!dialog.open) {
      // The attribute, not show(): show() moves focus in, and so restyles and lays out the page
      // within the click's task, before the frame that draws the dialog does it again. Focus
      // stays on the opener until the second step (blurring it restyles the page too).
      dialog.setAttribute('open', '');
      // A page no one is looking at paints no frames to wait for.
      if (document.visibilityState === 'hidden') becomeModal();
      else frame = requestAnimationFrame(() => (task = setTimeout(becomeModal)));
    }
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
      openWatch.disconnect();
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
      if (dialog.open) dialog.close();
      // The native close may already have put focus back, and the visitor moved on from there
      // before this cleanup ran (a busy page): then their place is the one to keep.
      const moved = focusedElement();
      const target =
        moved && !dialog.contains(moved)
          ? moved
          : opener?.isConnected
            ? opener
            : fallbackRef.current?.();
      if (target) returnFocus(target);
    };
  }, []);

  return createPortal(
    // The role is implicit on <dialog>; it is stated for assistive tech that predates the element.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      className={cn(
        'fixed inset-0 z-90 m-0 h-dvh max-h-none w-full max-w-none flex-col overflow-hidden bg-surface text-fg open:flex',
        'sm:m-auto sm:h-fit sm:max-h-[90vh] sm:w-[calc(100%-3rem)] sm:max-w-3xl sm:rounded-2xl sm:border sm:border-border sm:shadow-2xl',
        'backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm',
        'motion-safe:transition-[opacity,translate] motion-safe:duration-200 starting:open:translate-y-4 starting:open:opacity-0',
        className,
      )}
    >
      {/* One scroller holds every control, so arrow keys scroll it from whatever has focus. Its
          basis is its content (not 0), so a box sized to fit (sm:h-fit) has a height to fit in
          every engine; min-h-0 lets it shrink under max-h and scroll. The foot bar, with the
          actions and a Close, stays in view only on a screen tall enough to keep room above it:
          on a phone held sideways (or a desktop zoomed in) it scrolls away with the rest, and it
          scrolls inside itself past half the screen. The top bar stays in view on such a screen
          from the small width up: on a phone its title wraps to a third of the screen, and
          scrolls away. A
          disclosure opened in the foot bar (a paper's Cite) takes the room it needs: both bars
          then scroll with the rest, as on a page, and it is brought to the top. */}
      <div
        data-dialog-scroller
        className="group/dialog min-h-0 flex-auto overflow-y-auto overscroll-contain"
      >
        {/* In a large text size on a phone (`cramped`), and on any phone where there are controls
            besides Close (the language switch), the controls take a row above the title: beside
            them, the title had a column a few letters wide (a German title broke mid-word). */}
        <div
          className={cn(
            'z-10 flex items-start gap-4 border-b border-border bg-surface p-5 cramped:flex-wrap cramped:gap-2 cramped:p-4 sm:p-6 sm:tall:sticky sm:tall:top-0 sm:tall:group-has-[[data-dialog-foot]_details[open]]/dialog:static',
            hasControls && 'max-sm:flex-wrap max-sm:gap-2',
          )}
        >
          <div
            className={cn(
              'min-w-0 flex-1 cramped:order-last cramped:basis-full',
              hasControls && 'max-sm:order-last max-sm:basis-full',
            )}
          >
            {header}
          </div>
          {hasControls && <div className="-mt-1 shrink-0 ms-auto">{controls}</div>}
          <button
            type="button"
            aria-label={t('dialog.close')}
            onClick={onClose}
            className={cn(ICON_BUTTON, '-mt-1 -me-2 shrink-0', !hasControls && 'cramped:ms-auto')}
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <div className="p-5 sm:p-6">{children}</div>
        {footer && (
          <div
            data-dialog-foot
            ref={foot}
            className="z-10 border-t border-border bg-surface px-5 py-4 tall:sticky tall:bottom-0 tall:max-h-[50dvh] tall:overflow-y-auto tall:has-[details[open]]:static tall:has-[details[open]]:max-h-none tall:has-[details[open]]:overflow-visible sm:px-6"
          >
            {footer}
          </div>
        )}
      </div>
    </dialog>,
    document.body,
  );
}
