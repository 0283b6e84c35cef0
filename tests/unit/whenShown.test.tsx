import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WhenShown from '@/console/WhenShown';

// jsdom lays nothing out; these tests give an element a box when no ancestor is display:none, as a browser does,
// and catch the ResizeObserver the component waits on.
let observed: (() => void)[] = [];
function withLayout() {
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    return (this.closest('[style*="display: none"]') ? [] : [{}]) as unknown as DOMRectList;
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private cb: () => void) {}
      observe() {
        observed.push(this.cb);
      }
      disconnect() {
        observed = observed.filter((f) => f !== this.cb);
      }
    },
  );
}
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  observed = [];
});

/** A form item as antd draws it: hidden while folded, handing its value and onChange to its child. */
function Item({ folded }: { folded: boolean }) {
  const [value, setValue] = useState('from the address');
  return (
    <div style={{ display: folded ? 'none' : 'block' }}>
      <WhenShown value={value} onChange={(e: { target: { value: string } }) => setValue(e.target.value)}>
        <input aria-label="filter" />
      </WhenShown>
    </div>
  );
}

describe('WhenShown (a folded filter input is drawn when shown)', () => {
  it('draws a shown field’s input at once, with the value its form item hands it', () => {
    withLayout();
    render(<Item folded={false} />);
    expect(screen.getByLabelText('filter')).toHaveValue('from the address');
  });

  it('leaves a folded field’s input out until the form unfolds, then draws it with its value', () => {
    withLayout();
    const { rerender } = render(<Item folded />);
    expect(screen.queryByLabelText('filter')).toBeNull();
    rerender(<Item folded={false} />);
    act(() => observed.forEach((cb) => cb()));
    expect(screen.getByLabelText('filter')).toHaveValue('from the address');
  });

  it('gives ProTable’s own input the label’s id through its fieldProps', () => {
    withLayout();
    const Field = ({ fieldProps }: { ignoreFormItem?: boolean; fieldProps?: { id?: string } }) => (
      <input id={fieldProps?.id} />
    );
    render(
      <>
        <label htmlFor="name">Merchant name</label>
        <WhenShown id="name">
          <Field ignoreFormItem fieldProps={{}} />
        </WhenShown>
      </>,
    );
    expect(screen.getByLabelText('Merchant name')).toBeInTheDocument();
  });

  it('draws every input where nothing is laid out (no box to wait for)', () => {
    render(<Item folded />);
    expect(screen.getByLabelText('filter', { selector: 'input' })).toBeInTheDocument();
  });

  it('asks a browser that can tell it without laying the page out (checkVisibility), not for the boxes', () => {
    withLayout();
    const boxes = vi.mocked(Element.prototype.getClientRects);
    // As a browser answers it: from the styles, no box under display:none.
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
      configurable: true,
      value(this: HTMLElement) {
        return !this.closest('[style*="display: none"]');
      },
    });
    try {
      const { rerender } = render(<Item folded />);
      expect(screen.queryByLabelText('filter')).toBeNull();
      rerender(<Item folded={false} />);
      act(() => observed.forEach((cb) => cb()));
      expect(screen.getByLabelText('filter')).toHaveValue('from the address');
      expect(boxes).not.toHaveBeenCalled();
    } finally {
      delete (HTMLElement.prototype as { checkVisibility?: unknown }).checkVisibility;
    }
  });
});
