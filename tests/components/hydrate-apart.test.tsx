// @vitest-environment jsdom
import { act, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateApart } from '@/components/layout/hydrate-apart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The HTML a server streams for `node` from the moment its shell is ready, as pages are sent. */
function streamedHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(node, {
      // as a page streams to a browser: from the moment the shell is ready
      onShellReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/** A child that waits for data on the server, as an async server component's part can. */
function Waiting({ promise }: { promise: Promise<string> }): ReactNode {
  return <p>{use(promise)}</p>;
}

function use<T>(promise: Promise<T>): T {
  const tracked = promise as Promise<T> & { status?: string; value?: T };
  if (tracked.status === 'fulfilled') return tracked.value as T;
  if (!tracked.status) {
    tracked.status = 'pending';
    promise.then((value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    });
  }
  throw promise;
}

let container: HTMLElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

describe('HydrateApart', () => {
  it('puts its content in the server HTML between the boundary markers', () => {
    const html = renderToString(
      <div>
        <HydrateApart>
          <p>inside</p>
        </HydrateApart>
      </div>,
    );
    expect(html).toBe('<div><!--&--><p>inside</p><!--/&--></div>');
  });

  it('holds the HTML back for content that waits, instead of streaming it behind a script', async () => {
    let resolve: (value: string) => void = () => {};
    const promise = new Promise<string>((done) => (resolve = done));
    const pending = streamedHtml(
      <main>
        <HydrateApart>
          <Waiting promise={promise} />
        </HydrateApart>
      </main>,
    );
    setTimeout(() => resolve('arrived'), 10);
    const html = await pending;
    // a Suspense boundary here would send a fallback, then the content in a hidden template
    expect(html).toContain('<main><!--&--><p>arrived</p><!--/&--></main>');
    expect(html).not.toMatch(/<template|\$RC|hidden/);
  });

  it('hydrates the parts outside first, then its content, which then works', async () => {
    const order: string[] = [];
    function Island({ name }: { name: string }) {
      const [clicks, setClicks] = useState(0);
      useEffect(() => {
        order.push(name);
      }, [name]);
      return (
        <button type="button" onClick={() => setClicks((count) => count + 1)}>
          {`${name} ${clicks}`}
        </button>
      );
    }
    const app = (
      <div>
        <HydrateApart>
          <Island name="apart" />
        </HydrateApart>
        <Island name="shell" />
      </div>
    );
    container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container as HTMLElement, app);
    });

    // the shell's effect ran before the boundary's, though the boundary comes first in the tree
    expect(order).toEqual(['shell', 'apart']);
    const apart = container.querySelector('button') as HTMLButtonElement;
    await act(async () => apart.click());
    expect(apart.textContent).toBe('apart 1');
  });
});
