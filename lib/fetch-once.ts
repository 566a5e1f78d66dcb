/** Answers by address, shared by every caller for the life of the page. */
const answers = new Map<string, Promise<unknown>>();

/**
 * A JSON document that islands load on demand (the menu panels' texts, the proposal form's
 * strings), fetched once per page load however often it is asked for. A failed request, or one
 * that answers an error, is forgotten, so the next call tries again.
 */
export function fetchJsonOnce<T>(url: string): Promise<T> {
  let pending = answers.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<T>;
    });
    pending.catch(() => answers.delete(url));
    answers.set(url, pending);
  }
  return pending;
}
