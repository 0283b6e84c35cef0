import { cloneElement, useLayoutEffect, useRef, useState, type ReactElement } from 'react';

/**
 * Whether the element has a box (a folded search field's item has none). checkVisibility needs only the styles, where
 * reading its boxes (getClientRects) made the browser lay out the whole new page while it was being drawn, then again
 * once the fields were in; browsers without it, and jsdom, read the boxes.
 */
const hasBox = (el: HTMLElement) =>
  typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0;

/** A browser lays the page out; jsdom (the unit tests) does not, and there even the body has no box. */
const hasLayout = () => hasBox(document.body);

/**
 * A search field's input, drawn once its form item is shown. The filter form folds all but its first row, and the
 * folded inputs (selects, date ranges) were half the work of opening a list; their form items stay, so their values
 * (from the address, a saved view) are kept, sent and put in the address as before. The form item hands its value,
 * its onChange and its id to this element, which passes them on to the input. A shown item's input is drawn before
 * the first paint (a layout effect); a folded one when the form is unfolded (its box gets a size).
 */
export default function WhenShown({ children, ...fromItem }: { children: ReactElement } & Record<string, unknown>) {
  const box = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (shown || !el) return undefined;
    if (!hasLayout() || hasBox(el)) {
      setShown(true);
      return undefined;
    }
    const observer = new ResizeObserver(() => {
      if (hasBox(el)) setShown(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);
  if (shown) {
    // ProTable's own input (a ProFormField outside a form item) takes the value and onChange as props, and the rest of
    // what the form item hands its field (the label's id, a select's `mode` and `maxTagCount`, style, onBlur) in its
    // fieldProps: as its own props they mean something else (its `mode` is read or edit: a select's 'multiple' there
    // drew nothing at all, and every select filter of every list was empty).
    const own = children.props as { ignoreFormItem?: boolean; fieldProps?: Record<string, unknown> };
    if (!own.ignoreFormItem) return cloneElement(children, fromItem);
    const { value, onChange, ...field } = fromItem;
    return cloneElement(children, { value, onChange, fieldProps: { ...own.fieldProps, ...field } });
  }
  return <span ref={box} style={{ display: 'block', minHeight: 32 }} />;
}
