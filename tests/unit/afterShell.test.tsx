import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import AfterShell from '@/layouts/AfterShell';

describe('the parts the layout draws after its frame', () => {
  it("`later`: one render after the others (the sider's foot after the page)", async () => {
    const commits: string[] = [];
    function Commits() {
      useLayoutEffect(() => {
        commits.push(document.body.textContent ?? '');
      });
      return null;
    }
    render(
      <>
        <AfterShell>
          <p>page</p>
          <Commits />
        </AfterShell>
        <AfterShell later>
          <p>foot</p>
        </AfterShell>
      </>,
    );
    expect(await screen.findByText('foot')).toBeInTheDocument();
    // The page's first commit came without the foot.
    expect(commits[0]).toBe('page');
  });

  it('commit the fallback first and their children in the next render, then keep them', async () => {
    const commits: string[] = [];
    // Renders once, with the first commit: what the document held then.
    function FirstCommit() {
      useLayoutEffect(() => {
        commits.push(document.body.textContent ?? '');
      }, []);
      return null;
    }
    const view = render(
      <>
        <AfterShell fallback={<p>frame</p>}>
          <p>page</p>
        </AfterShell>
        <FirstCommit />
      </>,
    );
    expect(commits).toEqual(['frame']);
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByText('frame')).toBeNull();

    // Later renders show the children at once.
    await act(async () =>
      view.rerender(
        <>
          <AfterShell fallback={<p>frame</p>}>
            <p>page again</p>
          </AfterShell>
          <FirstCommit />
        </>,
      ),
    );
    expect(screen.getByText('page again')).toBeInTheDocument();
    expect(screen.queryByText('frame')).toBeNull();
  });
});
