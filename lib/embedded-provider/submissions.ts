/**
 * The provider API's write routes: a tender proposal, a job application and an internship
 * application, each a multipart form whose documents are checked by content and stored.
 */
import { MAX_BODY_BYTES } from '@/lib/proposal/constants';
import { detectDocumentType } from '@/lib/upload/file-type';
import { parseMultipart } from '@/lib/upload/server/multipart';
import type { Content } from './content';
import type { ContentLocale } from './content-types';
import type { Records } from './records';
import { find, json, notFound } from './respond';
import type { saveSubmission, SubmissionRecord } from './store';

/**
 * A write route. `form` is the submission already parsed by the site's own route handler, when
 * the site calls in-process: it is checked like a parsed body, without serialising and parsing
 * the multipart again (nor copying every file to a second temporary file).
 */
export type Writer = (
  match: RegExpMatchArray,
  request: Request,
  lang: ContentLocale,
  form?: FormData,
) => Promise<Response>;

export interface SubmissionDeps {
  save: typeof saveSubmission;
  /** Whether DATA_DIR can take another submission (README, "Configuration"). */
  storageFull: () => Promise<boolean>;
}

/** Refuses a submission whose fields name something closed or unknown, or lets it through. */
type Check = (fields: Record<string, string>) => Response | null;

export function writeRoutes(
  content: Content,
  r: Records,
  deps: SubmissionDeps,
): [RegExp, Writer][] {
  async function write(
    kind: SubmissionRecord['kind'],
    request: Request,
    lang: ContentLocale,
    form: FormData | undefined,
    check?: Check,
  ) {
    if (await deps.storageFull()) {
      return json({ success: false, message: 'Insufficient storage' }, 507);
    }
    // A body is streamed like the site's own handler parses it (files to temporary files, not
    // memory); a form the site parsed was bounded there, and its temporary files are the site's.
    // Either way a provider checks what it is sent, even from the site.
    const parsed = form
      ? { ok: true as const, form, dispose: async () => undefined }
      : await parseMultipart(
          request.body,
          request.headers.get('content-type') ?? '',
          MAX_BODY_BYTES,
        );
    if (!parsed.ok) {
      return parsed.reason === 'malformed'
        ? json({ success: false, message: 'Expected multipart/form-data' }, 400)
        : json({ success: false, message: 'Request body too large' }, 413);
    }
    try {
      const fields: Record<string, string> = {};
      const files: { field: string; file: File }[] = [];
      for (const [key, value] of parsed.form.entries()) {
        if (typeof value === 'string') fields[key] = value;
        else files.push({ field: key, file: value });
      }
      const refusal = check?.(fields);
      if (refusal) return refusal;
      const typed = [];
      for (const { field, file } of files) {
        const type = await detectDocumentType(file);
        if (!type) return json({ success: false, message: `${field} is not a document` }, 415);
        typed.push({ field, file, type });
      }
      const record = await deps.save(kind, lang, fields, typed);
      return json({ success: true, data: { receipt_id: record.receipt_id } });
    } finally {
      await parsed.dispose();
    }
  }

  return [
    [
      /^\/tenders\/([^/]+)\/apply$/,
      (m, request, lang, form) => {
        const t = find(content.tenders, m[1]);
        if (!t) return Promise.resolve(notFound());
        if (!r.tenderOpen(t))
          return Promise.resolve(json({ success: false, message: 'This tender is closed' }, 409));
        return write('tender-proposal', request, lang, form, (fields) =>
          fields.tender_id === String(t.id)
            ? null
            : json({ success: false, message: 'tender_id does not match' }, 422),
        );
      },
    ],
    [
      /^\/job-applications$/,
      // An application names its vacancy in the form: it must exist and still be open.
      (_, request, lang, form) =>
        write('job-application', request, lang, form, (fields) => {
          const v = find(content.vacancies, fields.vacancy_id);
          if (!v) return json({ success: false, message: 'Unknown vacancy_id' }, 404);
          return r.vacancyOpen(v)
            ? null
            : json({ success: false, message: 'This vacancy is closed' }, 409);
        }),
    ],
    [
      /^\/internship-applications$/,
      (_, request, lang, form) => write('internship-application', request, lang, form),
    ],
  ];
}
