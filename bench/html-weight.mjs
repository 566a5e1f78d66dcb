// What a page's HTML is made of (`npm run bench`, under `html` in the JSON): its bytes as sent
// before compression, the inlined RSC payload (the `self.__next_f.push` scripts React reads to
// hydrate), and the markup of <head>, <header>, <main> and <footer>. Also runnable alone against a
// running server: node bench/html-weight.mjs http://localhost:3000 / /news/1
const bytes = (text) => Buffer.byteLength(text);

/** The size of the first match of `pattern` in `html`, 0 when there is none. */
function part(html, pattern) {
  const match = html.match(pattern);
  return match ? bytes(match[0]) : 0;
}

/** Bytes of each part of a page's HTML. */
export function weigh(html) {
  let payload = 0;
  for (const [script] of html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g))
    payload += bytes(script);
  return {
    htmlBytes: bytes(html),
    payloadBytes: payload,
    headBytes: part(html, /<head>[\s\S]*?<\/head>/),
    headerBytes: part(html, /<header[\s>][\s\S]*?<\/header>/),
    mainBytes: part(html, /<main[\s>][\s\S]*?<\/main>/),
    footerBytes: part(html, /<footer[\s>][\s\S]*?<\/footer>/),
  };
}

/** Fetches each page from `origin` and weighs its HTML. */
export async function htmlWeight(origin, pages) {
  const results = [];
  for (const page of pages) {
    const response = await fetch(new URL(page.path, origin));
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
    results.push({ ...page, ...weigh(await response.text()) });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, ...paths] = process.argv.slice(2);
  const kB = (n) => (n / 1000).toFixed(1);
  for (const row of await htmlWeight(
    origin,
    paths.map((path) => ({ path })),
  ))
    console.log(
      `${row.path.padEnd(28)} HTML ${kB(row.htmlBytes)} kB: payload ${kB(row.payloadBytes)}, head ${kB(row.headBytes)}, header ${kB(row.headerBytes)}, main ${kB(row.mainBytes)}, footer ${kB(row.footerBytes)}`,
    );
}
