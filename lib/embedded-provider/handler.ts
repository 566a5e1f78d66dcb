import 'server-only';
/**
 * The built-in provider: the provider API's REST contract (its paths, the `{ success, data }`
 * envelope, paged lists, `_ar`/`_fa` copies and field names such as `dead_line`) answered from the
 * seed content in `content/` (README, "The content"). The site calls it in-process when
 * PROVIDER_API_URL is unset; app/api/provider/[...path] mounts its reads over HTTP.
 *
 * This file routes; the records are built in records.ts, the read routes listed in reads.ts, the
 * write routes in submissions.ts, and the envelopes in respond.ts.
 */
import { loadContent } from './archive';
import type { Content } from './content';
import { publicFileSize } from './files';
import { storageStatus } from './quota';
import { readRoutes } from './reads';
import { createRecords } from './records';
import { json, notFound, requestLang } from './respond';
import { saveSubmission } from './store';
import { writeRoutes, type SubmissionDeps } from './submissions';

export interface EmbeddedOptions {
  /** Writes are accepted only from the site's own validating route handlers (DESIGN.md). */
  allowWrites: boolean;
  /** A write's form as the site's route handler already parsed it (see submissions.ts). */
  form?: FormData;
}

export interface EmbeddedDeps extends SubmissionDeps {
  content: Content;
  now: () => Date;
  /** Size in bytes of one of the site's own files (publications' downloads), if it exists. */
  fileSize: (publicPath: string) => number | null;
}

const methodNotAllowed = () => json({ success: false, message: 'Method not allowed' }, 405);

export function createEmbeddedProvider(deps: EmbeddedDeps) {
  const records = createRecords(deps.content, deps.now, deps.fileSize);
  const reads = readRoutes(deps.content, records);
  const writes = writeRoutes(deps.content, records, deps);

  return async function handle(request: Request, options: EmbeddedOptions): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const lang = requestLang(request);
    if (request.method === 'GET' || request.method === 'HEAD') {
      for (const [pattern, read] of reads) {
        const match = path.match(pattern);
        if (match) return read(match, url, lang);
      }
      return notFound();
    }
    if (request.method === 'POST') {
      for (const [pattern, write] of writes) {
        const match = path.match(pattern);
        if (!match) continue;
        return options.allowWrites ? write(match, request, lang, options.form) : methodNotAllowed();
      }
      return notFound();
    }
    return methodNotAllowed();
  };
}

type Provider = ReturnType<typeof createEmbeddedProvider>;

/**
 * The site's provider, one per process (and content directory). Next instantiates this module
 * once per bundle that imports it (the pages, the provider's route, the health check…), and each
 * instance used to make its own, parsing the content anew: with a CONTENT_DIR archive that was
 * three copies of it in memory, each growing with the archive (docs/scale.md, "Memory"). The
 * instances share the first one made, on `globalThis`, as the search indexes do.
 */
const PROVIDERS = Symbol.for('inwrdam.embedded-providers');
const providers: Map<string, Provider> = ((globalThis as { [PROVIDERS]?: Map<string, Provider> })[
  PROVIDERS
] ??= new Map());

function processProvider(): Provider {
  const dir = process.env.CONTENT_DIR?.trim() ?? '';
  let provider = providers.get(dir);
  if (!provider) {
    provider = createEmbeddedProvider({
      content: loadContent(dir),
      now: () => new Date(),
      save: saveSubmission,
      storageFull: async () => (await storageStatus()).full,
      fileSize: publicFileSize,
    });
    providers.set(dir, provider);
  }
  return provider;
}

export const handleProviderRequest: Provider = (request, options) =>
  processProvider()(request, options);
