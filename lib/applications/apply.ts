import 'server-only';
import { createTranslator } from 'next-intl';
import { isOpen } from '@/lib/deadlines';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { ProposalReceipt, Vacancy } from '@/lib/provider/types';
import {
  forwardedFile,
  handleUpload,
  type UploadDeps,
  type UploadSteps,
} from '@/lib/upload/handler';
import { isUploadFile } from '@/lib/upload/rules';
import { MAX_APPLICATION_BODY_BYTES } from './constants';
import { applicationFormData, readApplicationForm, type ApplicationInput } from './form-data';
import {
  createInternshipApplicationSchema,
  createJobApplicationSchema,
  firstApplicationProblem,
  type ApplicationKind,
  type ApplicationProblem,
} from './schema';

export interface JobApplicationDeps extends UploadDeps {
  getVacancy: (locale: Locale, id: string) => Promise<Vacancy | null>;
  applyForJob: (locale: Locale, form: FormData) => Promise<ProposalReceipt>;
}

export interface InternshipApplicationDeps extends UploadDeps {
  applyForInternship: (locale: Locale, form: FormData) => Promise<ProposalReceipt>;
}

const VACANCY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Each attached file goes on under its cleaned name and the type its content showed. */
async function withForwardedFiles(values: ApplicationInput): Promise<ApplicationInput> {
  const out: ApplicationInput = { ...values };
  for (const [field, value] of Object.entries(values)) {
    if (isUploadFile(value)) {
      out[field as keyof ApplicationInput] = await forwardedFile(value, field);
    }
  }
  return out;
}

/** The steps both applications share: their messages, limits, schema and forwarding. */
function applicationSteps(
  kind: ApplicationKind,
  locale: Locale,
  messages: Messages,
  send: (form: FormData) => Promise<ProposalReceipt>,
  /** The vacancy applied for, once the handler has found it. */
  vacancyId?: () => string,
): UploadSteps<ApplicationInput, ApplicationProblem['field'], ApplicationProblem['rule']> {
  const t = createTranslator({ locale, messages, namespace: 'Applications.errors' });
  const translate = (key: Parameters<typeof t>[0], values?: Record<string, string | number>) =>
    t(key, values);
  const schema =
    kind === 'job'
      ? createJobApplicationSchema(translate)
      : createInternshipApplicationSchema(translate);
  return {
    label: kind === 'job' ? `application for vacancy ${vacancyId?.()}` : 'internship application',
    maxBodyBytes: MAX_APPLICATION_BODY_BYTES,
    errors: (key) => t(key),
    validate: async (form) => {
      const input = readApplicationForm(kind, form);
      await schema.validate(input, { abortEarly: false });
      // The checked input itself goes on (Yup's cast would turn consent '1' into true anyway).
      return input;
    },
    firstProblem: (error) => firstApplicationProblem(kind, error),
    forward: async (input) =>
      send(applicationFormData(kind, await withForwardedFiles(trimmed(input)), vacancyId?.())),
  };
}

/** Text as the schema read it: without surrounding spaces. Consent is true once validated. */
function trimmed(input: ApplicationInput): ApplicationInput {
  const out: ApplicationInput = {};
  for (const [field, value] of Object.entries(input)) {
    out[field as keyof ApplicationInput] =
      field === 'consent' ? true : typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/**
 * POST /api/vacancies/{id}/apply: the upload pipeline (lib/upload/handler.ts) with the vacancy's
 * checks (it exists: 404, it is open: 409), forwarded to the provider's POST /job-applications
 * with the vacancy's id as `vacancy_id`.
 */
export function handleJobApplication(
  request: Request,
  vacancyId: string,
  deps: JobApplicationDeps,
) {
  return handleUpload(request, deps, (locale, messages) => {
    const tJob = createTranslator({ locale, messages, namespace: 'Applications.job' });
    let id = vacancyId;
    return {
      ...applicationSteps(
        'job',
        locale,
        messages,
        (form) => deps.applyForJob(locale, form),
        () => id,
      ),
      target: async (refuse) => {
        if (!VACANCY_ID.test(vacancyId)) return refuse(404, tJob('notFound'));
        const vacancy = await deps.getVacancy(locale, vacancyId);
        if (!vacancy) return refuse(404, tJob('notFound'));
        if (!isOpen(vacancy, deps.now())) return refuse(409, tJob('closed'));
        id = vacancy.id;
        return null;
      },
      providerRefusal: (error, refuse) => {
        if (error.kind === 'not-found') return refuse(404, tJob('notFound'));
        if (error.kind === 'http' && error.status === 409) return refuse(409, tJob('closed'));
        return null;
      },
    };
  });
}

/**
 * POST /api/internship/apply: the upload pipeline forwarded to the provider's
 * POST /internship-applications.
 */
export function handleInternshipApplication(request: Request, deps: InternshipApplicationDeps) {
  return handleUpload(request, deps, (locale, messages) =>
    applicationSteps('internship', locale, messages, (form) =>
      deps.applyForInternship(locale, form),
    ),
  );
}
