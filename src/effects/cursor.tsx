import { useEffect, useRef } from 'react';

const INTERACTIVE = 'a, button, [role="button"], input, textarea, select, summary, label';
/** How fast the ring closes on the pointer: the time for the gap to shrink by a factor e. */
const RING_LAG_MS = 75;

/**
 * A dot that sits on the pointer and a ring that trails it. Positions are written straight to the
 * elements' styles each frame, so moving the mouse never re-renders React.
 */
export function Cursor() {
  const dot = useRef<HTMLDivElement>(null);
  const ring = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dotEl = dot.current;
    const ringEl = ring.current;
    if (!dotEl || !ringEl) return;
    let x = -100;
    let y = -100;
    let ringX = x;
    let ringY = y;
    let frame = 0;
    let last = 0;

    // The ring eases by elapsed time, not per frame, so when a busy page (or a software-rendered
    // canvas) drops to a few frames a second it still keeps pace instead of trailing far behind.
    const render = (now: number) => {
      // A frame's timestamp can precede the pointer event that asked for it: clamp at zero.
      const step = 1 - Math.exp(-Math.min(Math.max(now - last, 0), 250) / RING_LAG_MS);
      last = now;
      ringX += (x - ringX) * step;
      ringY += (y - ringY) * step;
      ringEl.style.transform = `translate3d(${ringX}px, ${ringY}px, 0)`;
      frame = Math.abs(x - ringX) + Math.abs(y - ringY) > 0.1 ? requestAnimationFrame(render) : 0;
    };
    const onMove = (event: PointerEvent) => {
      x = event.clientX;
      y = event.clientY;
      // The dot sits on the pointer, so it moves with the event rather than waiting for a frame.
      dotEl.style.transform = `translate3d(${x}px, ${y}px, 0)`;
      dotEl.dataset.visible = ringEl.dataset.visible = 'true';
      const hovering =
        event.target instanceof Element && event.target.closest(INTERACTIVE) !== null;
      ringEl.dataset.hover = String(hovering);
      if (!frame) {
        last = performance.now();
        frame = requestAnimationFrame(render);
      }
    };
    const onDown = () => (dotEl.dataset.pressed = ringEl.dataset.pressed = 'true');
    const onUp = () => (dotEl.dataset.pressed = ringEl.dataset.pressed = 'false');
    const onLeave = () => (dotEl.dataset.visible = ringEl.dataset.visible = 'false');

    window.addEventListener('pointermove', onMove, { passive: true });
    window.addEventListener('pointerdown', onDown);
    window.addEventListener('pointerup', onUp);
    document.documentElement.addEventListener('pointerleave', onLeave);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointerup', onUp);
      document.documentElement.removeEventListener('pointerleave', onLeave);
    };
  }, []);

  return (
    <div aria-hidden="true" className="print:hidden">
      <div ref={dot} data-cursor="dot" className="cursor-dot" />
      <div ref={ring} data-cursor="ring" className="cursor-ring" />
    </div>
  );
}
