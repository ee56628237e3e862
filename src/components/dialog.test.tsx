import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useItemAddress } from '../hooks/use-item-address';
import { Dialog } from './dialog';
import { installDialogPolyfill } from './dialog-test-polyfill';
import { t } from '../words';

beforeAll(installDialogPolyfill);

function Harness({ onClose = () => {}, pageTitle }: { onClose?: () => void; pageTitle?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          labelledBy="t"
          pageTitle={pageTitle}
          header={<h2 id="t">Item title</h2>}
          footer={<a href="/x">Footer link</a>}
        >
          <p>Body</p>
        </Dialog>
      )}
    </>
  );
}

/**
 * Holds the dialog's next animation frame until the test paints it, so the first step can be
 * looked at however fast the machine is.
 */
function holdFrame() {
  let held: FrameRequestCallback = () => {};
  const spy = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    held = callback;
    return 1;
  });
  return { paint: () => act(() => held(performance.now())), restore: () => spy.mockRestore() };
}

describe('Dialog', () => {
  it('is a named modal dialog that takes focus and gives it back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Item title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.click(screen.getByRole('button', { name: t('dialog.close') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('names the document with its page title while open, and gives the page its own back', async () => {
    const user = userEvent.setup();
    document.title = 'The portfolio';
    render(<Harness pageTitle="Item title | Owner" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.title).toBe('Item title | Owner');
    await user.click(screen.getByRole('button', { name: t('dialog.close') }));
    expect(document.title).toBe('The portfolio');
  });

  it('leaves the document title alone without a page title', async () => {
    const user = userEvent.setup();
    document.title = 'The portfolio';
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.title).toBe('The portfolio');
  });

  it('locks the page scroll while open and restores it after', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));
    await user.click(screen.getByRole('button', { name: t('dialog.close') }));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on a click on the backdrop but not inside', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports a native close (Escape) once', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    dialog.close();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps focus where the visitor moved it between the native close and the unmount', async () => {
    const user = userEvent.setup();
    // The owner unmounts the dialog later than the native close (a busy page), not at once.
    const late = (open: boolean) => (
      <>
        <button type="button">Opener</button>
        <button type="button">Elsewhere</button>
        {open && (
          <Dialog onClose={() => {}} labelledBy="t" header={<h2 id="t">Item title</h2>}>
            <p>Body</p>
          </Dialog>
        )}
      </>
    );
    const { rerender } = render(late(false));
    screen.getByRole('button', { name: 'Opener' }).focus();
    rerender(late(true));
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    rerender(late(false));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('is drawn at once, and made modal, focused and scroll-locked once that frame is painted', async () => {
    const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const frame = holdFrame();
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Item title' });
    // At the end of <body>, outside any section whose containment would clip it before the top layer.
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog).toHaveAttribute('open');
    // Nothing in the click's task moves focus or locks the page: each restyles the whole page.
    expect(show).not.toHaveBeenCalled();
    expect(showModal).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');

    frame.paint();
    await waitFor(() => expect(showModal).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: t('dialog.close') })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(dialog).toHaveAttribute('open');
    show.mockRestore();
    showModal.mockRestore();
    frame.restore();
  });

  it('keeps a control the visitor focused before it was modal', async () => {
    const frame = holdFrame();
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const link = screen.getByRole('link', { name: 'Footer link' });
    link.focus();
    frame.paint();
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAttribute('open'));
    await new Promise((done) => setTimeout(done));
    expect(link).toHaveFocus();
    frame.restore();
  });

  it('keeps keys from the page behind until it is modal: Tab goes in, others press nothing', async () => {
    const frame = holdFrame();
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <button type="button">Behind</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const behind = screen.getByRole('button', { name: 'Behind' });
    behind.focus();
    // fireEvent returns false when a listener prevented the key's default action.
    expect(fireEvent.keyDown(behind, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(behind, { key: ' ' })).toBe(false);
    fireEvent.keyDown(behind, { key: 'Tab' });
    expect(screen.getByRole('button', { name: t('dialog.close') })).toHaveFocus();
    frame.restore();
  });

  it('closes on Escape before it is modal too, once', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    // The step to modal waits for the next frame: held here, so the Escape comes before it however
    // slow the machine is (on a busy one the frame came first, and the test pressed a modal's).
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    render(<Harness onClose={onClose} />);
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(showModal).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(showModal).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    showModal.mockRestore();
    frame.mockRestore();
  });

  it('keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: t('dialog.close') });
    const link = screen.getByRole('link', { name: 'Footer link' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(link).toHaveFocus();
  });

  it('keeps Shift+Tab inside where the browser names it only by its code (WebKit on Linux)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: t('dialog.close') });
    const link = screen.getByRole('link', { name: 'Footer link' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Unidentified', code: 'Tab', shiftKey: true });
    expect(link).toHaveFocus();
  });
});

// An item opened under its own address closes by stepping history back, which lands later.
const ITEMS = [{ id: 3, title: 'Third Item' }];

function AddressHarness() {
  const { id, open, close } = useItemAddress('project', ITEMS);
  return (
    <>
      <button type="button" onClick={() => open(3)}>
        Open
      </button>
      <input aria-label="Field" />
      {id !== null && (
        <Dialog onClose={close} labelledBy="t" header={<h2 id="t">Item title</h2>}>
          <p>Body</p>
        </Dialog>
      )}
    </>
  );
}

/** Stands in for a browser that moves focus to the page when the step back lands. */
function blurOnLanding() {
  const blur = () => (document.activeElement as HTMLElement | null)?.blur();
  window.addEventListener('popstate', blur, { once: true });
}

async function openAndClose(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('dialog', { name: 'Item title' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: t('dialog.close') }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

// Two kinds of item on one page, as the projects and the papers are, each under its own address.
const PAPERS = [{ id: 5, title: 'Fifth Paper' }];

function TwoKindsHarness() {
  const project = useItemAddress('project', ITEMS);
  const paper = useItemAddress('paper', PAPERS);
  return (
    <>
      <button type="button" onClick={() => project.open(3)}>
        Open project
      </button>
      <button type="button" onClick={() => paper.open(5)}>
        Open paper
      </button>
      {project.id !== null && (
        <Dialog onClose={project.close} labelledBy="p" header={<h2 id="p">Project</h2>}>
          <p>Body</p>
        </Dialog>
      )}
      {paper.id !== null && (
        <Dialog onClose={paper.close} labelledBy="q" header={<h2 id="q">Paper</h2>}>
          <p>Body</p>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog focus return after a step back', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('hands focus back to the opener once the step back has landed', async () => {
    window.history.replaceState(null, '', '/#projects');
    const user = userEvent.setup();
    render(<AddressHarness />);
    blurOnLanding();
    await openAndClose(user);
    await waitFor(() => expect(window.location.hash).toBe('#projects'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('hands focus back even when the address it steps back to is malformed', async () => {
    window.history.replaceState(null, '', '/#%zz');
    const user = userEvent.setup();
    render(<AddressHarness />);
    blurOnLanding();
    await openAndClose(user);
    await waitFor(() => expect(window.location.hash).toBe('#%zz'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('steps back over a natively closed item before another opens, ahead of the close event', async () => {
    const user = userEvent.setup();
    render(<TwoKindsHarness />);
    await user.click(screen.getByRole('button', { name: 'Open project' }));
    expect(screen.getByRole('dialog', { name: 'Project' })).toBeInTheDocument();
    const entries = window.history.length;
    // Escape, then a busy page: the visitor's Enter on a paper is handled after the Escape's task
    // (and its microtasks) but before the `close` event's task runs.
    act(() => {
      (screen.getByRole('dialog', { name: 'Project' }) as HTMLDialogElement).close();
    });
    await act(() => Promise.resolve());
    const openPaper = screen.getByRole('button', { name: 'Open paper' });
    openPaper.focus();
    fireEvent.click(openPaper);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Paper' })).toBeInTheDocument());
    expect(window.location.pathname).toMatch(/^\/research\//);
    // The paper took the place of the project's entry rather than stacking on it.
    expect(window.history.length).toBe(entries);

    await user.click(screen.getByRole('button', { name: t('dialog.close') }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await act(() => new Promise(requestAnimationFrame));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openPaper).toHaveFocus();
  });

  it('leaves focus where the visitor moved it before the step back landed', async () => {
    window.history.replaceState(null, '', '/#projects');
    const user = userEvent.setup();
    render(<AddressHarness />);
    await openAndClose(user);
    const field = screen.getByRole('textbox', { name: 'Field' });
    field.focus();
    await waitFor(() => expect(window.location.hash).toBe('#projects'));
    await act(() => new Promise(requestAnimationFrame));
    await act(() => new Promise(requestAnimationFrame));
    expect(field).toHaveFocus();
  });
});
