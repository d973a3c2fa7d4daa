import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_DIALOG_DELAY_MS, GenericDialog } from './generic-dialog.tsx';

// jsdom has no PointerEvent with coordinates; a MouseEvent-based one is enough for dragging
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}

describe('GenericDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PointerEvent', TestPointerEvent);
    document.body.style.overflow = 'scroll';
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.style.overflow = '';
  });

  it('opens 100 ms after it is asked to, at 200x200 by default', () => {
    render(
      <GenericDialog open title="Notice">
        body
      </GenericDialog>,
    );
    expect(screen.queryByTestId('generic-dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(GENERIC_DIALOG_DELAY_MS - 1));
    expect(screen.queryByTestId('generic-dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByTestId('generic-dialog');
    expect(dialog.style.width).toBe('200px');
    expect(dialog.style.height).toBe('200px');
  });

  it('locks page scroll while shown and restores the previous overflow on close', () => {
    const { rerender } = render(
      <GenericDialog open title="Notice">
        body
      </GenericDialog>,
    );
    expect(document.body.style.overflow).toBe('scroll');
    act(() => vi.advanceTimersByTime(GENERIC_DIALOG_DELAY_MS));
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <GenericDialog open={false} title="Notice">
        body
      </GenericDialog>,
    );
    expect(screen.queryByTestId('generic-dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('is not closed by a click outside; the optional close button closes it', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <GenericDialog open title="Notice" onClose={onClose}>
        body
      </GenericDialog>,
    );
    act(() => vi.advanceTimersByTime(GENERIC_DIALOG_DELAY_MS));
    fireEvent.click(screen.getByTestId('generic-dialog-layer'));
    fireEvent.pointerDown(document.body);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    rerender(
      <GenericDialog open title="Notice" onClose={onClose} closable closeLabel="Close">
        body
      </GenericDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is dragged by its header', () => {
    render(
      <GenericDialog open title="Notice">
        body
      </GenericDialog>,
    );
    act(() => vi.advanceTimersByTime(GENERIC_DIALOG_DELAY_MS));
    const header = screen.getByTestId('generic-dialog-header');
    fireEvent.pointerDown(header, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(header, { clientX: 160, clientY: 130, pointerId: 1 });
    fireEvent.pointerUp(header, { clientX: 160, clientY: 130, pointerId: 1 });
    expect(screen.getByTestId('generic-dialog').style.transform).toBe('translate(60px, 30px)');
    // moving after release does nothing
    fireEvent.pointerMove(header, { clientX: 300, clientY: 300, pointerId: 1 });
    expect(screen.getByTestId('generic-dialog').style.transform).toBe('translate(60px, 30px)');
  });
});
