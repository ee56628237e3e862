import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHashItem } from './use-hash-item';

beforeEach(() => {
  window.history.replaceState(null, '', '/#projects');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('useHashItem', () => {
  it('has no item when the address names none', () => {
    const { result } = renderHook(() => useHashItem('project'));
    expect(result.current.id).toBeNull();
  });

  it('opens an item from the address on load, and closing drops the address', () => {
    window.history.replaceState(null, '', '/#project-5');
    const { result } = renderHook(() => useHashItem('project'));
    expect(result.current).toMatchObject({ id: 5, fromAddress: true });

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
    expect(window.location.hash).toBe('#project-3');
    expect(window.history.length).toBe(length + 1);

    act(() => result.current.close());
    expect(result.current.id).toBeNull();
    await waitFor(() => expect(window.location.hash).toBe('#projects'));
    expect(result.current.id).toBeNull();
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
    expect(window.location.hash).toBe('#project-3');

    await waitFor(() => expect(window.location.hash).toBe('#paper-1'));
    expect(result.current.paper.id).toBe(1);
    expect(result.current.project.id).toBeNull();

    act(() => result.current.paper.close());
    await waitFor(() => expect(window.location.hash).toBe('#projects'));
    expect(result.current.paper.id).toBeNull();
    expect(result.current.project.id).toBeNull();
  });

  it('hands focus back to the opener once the step back has landed', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    const { result } = renderHook(() => useHashItem('project'));
    opener.focus();
    act(() => result.current.open(3));
    opener.blur();
    act(() => result.current.close());
    await waitFor(() => expect(window.location.hash).toBe('#projects'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    opener.remove();
  });

  it('hands focus back even when the address it steps back to is malformed', async () => {
    window.history.replaceState(null, '', '/#%zz');
    const opener = document.body.appendChild(document.createElement('button'));
    const { result } = renderHook(() => useHashItem('project'));
    opener.focus();
    act(() => result.current.open(3));
    opener.blur();
    act(() => result.current.close());
    await waitFor(() => expect(window.location.hash).toBe('#%zz'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    opener.remove();
  });

  it('leaves focus where the visitor moved it before the step back landed', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    const field = document.body.appendChild(document.createElement('input'));
    const { result } = renderHook(() => useHashItem('project'));
    opener.focus();
    act(() => result.current.open(3));
    act(() => result.current.close());
    field.focus();
    await waitFor(() => expect(window.location.hash).toBe('#projects'));
    await act(() => new Promise(requestAnimationFrame));
    await act(() => new Promise(requestAnimationFrame));
    expect(document.activeElement).toBe(field);
    opener.remove();
    field.remove();
  });

  it('ignores another prefix', () => {
    window.history.replaceState(null, '', '/#paper-1');
    const { result } = renderHook(() => useHashItem('project'));
    expect(result.current.id).toBeNull();
  });
});
