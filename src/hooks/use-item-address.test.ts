import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useItemAddress } from './use-item-address';
import { onOverlay, pushOverlay, stepBack } from '../lib/address-history';
import type { ItemKind } from '../lib/item-address';

// Items of the hook's own, so the addresses below follow from them and not from the owner's content.
const ITEMS = [
  { id: 1, title: 'First Item' },
  { id: 2, title: 'Second Item' },
  { id: 3, title: 'Café Ωδή', slug: undefined },
  { id: 5, title: 'Fifth', slug: 'own-slug' },
];
const useHashItem = (kind: ItemKind) => useItemAddress(kind, ITEMS);
const PAGE_3 = `/projects/${encodeURIComponent('cafe-ωδη')}/`;

beforeEach(() => {
  window.history.replaceState(null, '', '/#projects');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('useItemAddress', () => {
  it('has no item when the address names none', () => {
    const { result } = renderHook(() => useHashItem('project'));
    expect(result.current.id).toBeNull();
  });

  it("opens an item from an older hash link on load, under its page's address, and closing drops it", () => {
    window.history.replaceState(null, '', '/#project-5');
    const { result } = renderHook(() => useHashItem('project'));
    expect(result.current).toMatchObject({ id: 5, fromAddress: true });
    expect(window.location.pathname).toBe('/projects/own-slug/');
    expect(window.location.hash).toBe('');

    act(() => result.current.close());
    expect(result.current.id).toBeNull();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/');
  });

  it('gives an opened item its own address and steps back to the previous one on close', async () => {
    const { result } = renderHook(() => useHashItem('project'));
    const length = window.history.length;

    act(() => result.current.open(3));
    expect(result.current).toMatchObject({ id: 3, fromAddress: false });
    expect(window.location.pathname).toBe(PAGE_3);
    expect(window.history.length).toBe(length + 1);

    act(() => result.current.close());
    expect(result.current.id).toBeNull();
    await waitFor(() => expect(window.location.hash).toBe('#projects'));
    expect(window.location.pathname).toBe('/');
    expect(result.current.id).toBeNull();
  });

  it("opens the item whose page's address the visitor returns to", async () => {
    const { result } = renderHook(() => useHashItem('project'));
    act(() => {
      window.history.pushState(null, '', '/projects/second-item/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(result.current).toMatchObject({ id: 2, fromAddress: true }));
  });

  it('knows no item at a page address of another kind or an unknown slug', () => {
    window.history.replaceState(null, '', '/research/second-item/');
    expect(renderHook(() => useHashItem('project')).result.current.id).toBeNull();
    window.history.replaceState(null, '', '/projects/no-such-item/');
    expect(renderHook(() => useHashItem('project')).result.current.id).toBeNull();
  });

  it('stays closed when the entry it steps back to has the same address', async () => {
    const { result } = renderHook(() => useHashItem('project'));
    act(() => result.current.open(2));
    // An entry with the item's address under the one pushed: stepping back lands on it.
    const pushed = window.history.state as unknown;
    act(() => {
      window.history.replaceState(null, '', '/projects/second-item/');
      window.history.pushState(pushed, '', '/projects/second-item/');
    });
    act(() => result.current.close());
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(result.current.id).toBeNull();
  });

  it('closes once a step back on its way has landed (search closing over the modal)', async () => {
    const { result } = renderHook(() => useHashItem('project'));
    act(() => result.current.open(3));
    // Search, opened over the modal, closes: a step back over its own entry.
    act(() => pushOverlay('search'));
    expect(onOverlay('search')).toBe(true);
    // Its step is over an entry at the same address: the modal under it stays open meanwhile.
    act(() => stepBack(undefined, true));
    expect(result.current.id).toBe(3);
    act(() => result.current.close());
    await waitFor(() => expect(result.current.id).toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.location.hash).toBe('#projects');
  });

  it('closes only once however often close is called', async () => {
    const { result } = renderHook(() => useHashItem('project'));
    act(() => result.current.open(2));
    act(() => {
      result.current.close();
      result.current.close();
    });
    await waitFor(() => expect(window.location.hash).toBe('#projects'));
  });

  it('follows hash changes made by the visitor', async () => {
    const { result } = renderHook(() => useHashItem('paper'));
    act(() => {
      window.location.hash = '#paper-2';
    });
    await waitFor(() => expect(result.current).toMatchObject({ id: 2, fromAddress: true }));
    await waitFor(() => expect(window.location.pathname).toBe('/research/second-item/'));
  });

  it('opens another item only after the previous one has stepped back, so it stays open', async () => {
    const { result } = renderHook(() => ({
      project: useHashItem('project'),
      paper: useHashItem('paper'),
    }));
    act(() => result.current.project.open(3));
    act(() => {
      result.current.project.close();
      // Before the step back lands: pushing now would make it land on "#project-3".
      result.current.paper.open(1);
    });
    expect(window.location.pathname).toBe(PAGE_3);

    await waitFor(() => expect(window.location.pathname).toBe('/research/first-item/'));
    expect(result.current.paper.id).toBe(1);
    expect(result.current.project.id).toBeNull();

    act(() => result.current.paper.close());
    await waitFor(() => expect(window.location.hash).toBe('#projects'));
    expect(result.current.paper.id).toBeNull();
    expect(result.current.project.id).toBeNull();
  });

  it('ignores another prefix', () => {
    window.history.replaceState(null, '', '/#paper-1');
    const { result } = renderHook(() => useHashItem('project'));
    expect(result.current.id).toBeNull();
  });

  it("does not render again when another kind's item opens and closes", async () => {
    let renders = 0;
    const projects = renderHook(() => useHashItem('project'));
    const papers = renderHook(() => {
      renders += 1;
      return useHashItem('paper');
    });
    const before = renders;

    act(() => projects.result.current.open(2));
    expect(projects.result.current.id).toBe(2);
    act(() => projects.result.current.close());
    await waitFor(() => expect(window.location.hash).toBe('#projects'));
    expect(projects.result.current.id).toBeNull();
    expect(renders).toBe(before);
    expect(papers.result.current.id).toBeNull();
  });
});
