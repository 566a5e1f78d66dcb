/** @jest-environment node */
import { chunked } from '../__fixtures__/tus';
import { peek } from './peek';

const bytes = (...values: number[]) => new Uint8Array(values);

async function readAll(stream: ReadableStream<Uint8Array>) {
  const out: number[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) out.push(...chunk);
  return out;
}

describe('peek', () => {
  it('gives the first bytes, however the chunks cut them, and the whole body after', async () => {
    const { head, rest } = await peek(chunked(bytes(1), bytes(2, 3), bytes(4, 5, 6), bytes(7)), 4);
    expect([...head]).toEqual([1, 2, 3, 4]);
    expect(await readAll(rest)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives what there is of a body shorter than asked, and ends it', async () => {
    const { head, rest } = await peek(chunked(bytes(1, 2), bytes(3)), 8);
    expect([...head]).toEqual([1, 2, 3]);
    expect(await readAll(rest)).toEqual([1, 2, 3]);
    const empty = await peek(chunked(), 8);
    expect([...empty.head]).toEqual([]);
    expect(await readAll(empty.rest)).toEqual([]);
  });

  it('reads no further than the chunk that completes the head', async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(bytes(pulls, pulls));
      },
    });
    const { head } = await peek(body, 4);
    expect([...head]).toEqual([1, 1, 2, 2]);
    // The stream reads ahead by its high-water mark (one chunk), never more.
    expect(pulls).toBeLessThanOrEqual(3);
  });

  it('lets the caller cancel the rest, which cancels the body', async () => {
    let cancelled: unknown = null;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes(1, 2, 3, 4));
      },
      cancel(reason) {
        cancelled = reason;
      },
    });
    const { rest } = await peek(body, 2);
    await rest.cancel('refused');
    expect(cancelled).toBe('refused');
  });
});
