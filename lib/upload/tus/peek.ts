/**
 * Reads a body's first `want` bytes, as soon as they arrive, and gives back a body that sends
 * them again followed by the rest, so the store receives the whole of it.
 */
export async function peek(body: ReadableStream<Uint8Array>, want: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let got = 0;
  while (got < want) {
    const next = await reader.read();
    if (next.done) break;
    chunks.push(next.value);
    got += next.value.byteLength;
  }
  const head = new Uint8Array(got);
  let at = 0;
  for (const chunk of chunks) {
    head.set(chunk, at);
    at += chunk.byteLength;
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    // A body that ended already answers `done` again: the first pull closes the rest.
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { head: head.subarray(0, want), rest };
}
