import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useWatched, watched, type Watched } from '@/console/watched';

function Shows({ source, drawn }: { source: Watched<string>; drawn: () => void }) {
  drawn();
  return <p>{useWatched(source)}</p>;
}

describe('a watched value (what a list learns from its answers and one small part of the page shows)', () => {
  it('draws again only what shows it, when it changes', () => {
    const source = watched('first');
    const page = vi.fn();
    const part = vi.fn();
    function Page() {
      page();
      return <Shows source={source} drawn={part} />;
    }
    render(<Page />);
    expect(screen.getByText('first')).toBeInTheDocument();
    const [pages, parts] = [page.mock.calls.length, part.mock.calls.length];
    act(() => source.set('second'));
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(page).toHaveBeenCalledTimes(pages);
    expect(part.mock.calls.length).toBeGreaterThan(parts);
  });

  it('tells no one of a value equal to the one it holds (by the comparison it was given)', () => {
    const source = watched<Record<string, string>>({ a: '1' }, (x, y) => JSON.stringify(x) === JSON.stringify(y));
    const heard = vi.fn();
    source.subscribe(heard);
    source.set({ a: '1' });
    expect(heard).not.toHaveBeenCalled();
    source.set({ a: '2' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(source.get()).toEqual({ a: '2' });
  });

  it('shows a change made between its render and its subscription', () => {
    const source = watched('before');
    // An effect of a sibling drawn before it runs first: the value changes before this one has subscribed.
    function Changer() {
      useEffect(() => source.set('after'), []);
      return null;
    }
    render(
      <>
        <Changer />
        <Shows source={source} drawn={() => undefined} />
      </>,
    );
    expect(screen.getByText('after')).toBeInTheDocument();
  });
});
