/**
 * Tests only: the upload forms heard through a virtual screen reader
 * (@guidepup/virtual-screen-reader, docs/testing.md#what-a-reader-hears). Each step of a journey
 * returns what the reader said while it ran, so a test reads as a transcript: the focus it
 * followed ("textbox, Company Name, required") and the live regions it announced
 * ("assertive: …", "polite: …").
 */
import { act, fireEvent } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { startResumableUpload, type UploadState } from '@/lib/upload/browser/resumable';
import { sendUpload, type SendResult } from '@/lib/upload/browser/send';

/**
 * The reader on the whole page, in the page's language and direction. `step` runs one move of the
 * journey and returns what was said meanwhile; `transcript` keeps all of it.
 */
export async function startReader(locale: string) {
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' || locale === 'fa' ? 'rtl' : 'ltr';
  // The reader asks for ::before and ::after text; jsdom computes no pseudo-element (and says so
  // on the console at every ask). The forms' style sheets generate no text, so there is none.
  const computed = window.getComputedStyle.bind(window);
  jest
    .spyOn(window, 'getComputedStyle')
    .mockImplementation((element, pseudo) =>
      computed(pseudo ? document.createElement('span') : element),
    );
  await virtual.start({ container: document.body });
  const transcript: string[] = [];
  const step = async (action: () => unknown) => {
    const said = await heard(action);
    transcript.push(...said);
    return said;
  };
  return { step, transcript };
}

export async function stopReader() {
  await virtual.stop();
  jest.mocked(window.getComputedStyle).mockRestore();
}

/** Lets React, Formik's validation and the reader's own observers finish what a step started. */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** What the reader said while `step` ran and the page settled. */
export async function heard(step: () => unknown): Promise<string[]> {
  await virtual.clearSpokenPhraseLog();
  await step();
  await settle();
  return (await virtual.spokenPhraseLog()).filter((phrase) => !silent(phrase));
}

/** Only what live regions announced, not what the reader said of the focus. */
export const announced = (transcript: readonly string[]) =>
  transcript.filter((phrase) => /^(polite|assertive): /.test(phrase));

/**
 * The virtual reader logs a live region emptied ("polite: "); a real one says nothing then. The
 * forms empty their status when a sending ends, so that no stale progress stays to be read.
 */
const silent = (phrase: string) => /^(polite|assertive): $/.test(phrase);

/** The visitor's own moves, as a reader's user makes them. */
export const visitor = {
  /** Tab (or the reader's form-field key) to a control. */
  moveTo: (element: HTMLElement) => act(() => element.focus()),
  /** Enter or Space on the control the reader is on. */
  activate: () => virtual.act(),
  /** Types into the control the reader is on. */
  type: (text: string) => virtual.type(text),
  /**
   * Fills fields whose transcript is not under test, all at once (the reader re-reads the page
   * at every keystroke, which is slow), or picks a list's option (the reader's list is not
   * modelled).
   */
  fill: (values: [HTMLElement, string][]) =>
    act(() => {
      for (const [control, value] of values) fireEvent.change(control, { target: { value } });
    }),
  /** Picks files in the browser's file chooser, which hands focus back to the file field. */
  attach: (input: HTMLElement, files: File[]) =>
    act(() => {
      fireEvent.change(input, { target: { files } });
    }),
};

/**
 * A held tus upload (lib/upload/browser/resumable.ts, mocked by the test): its states are the
 * test's to report, then its end.
 */
export interface HeldUpload {
  file: File;
  report: (state: UploadState) => void;
  finish: (url: string | null) => void;
}

/**
 * Holds every tus upload a chosen file starts: the test reports its states and its end. The test
 * file mocks '@/lib/upload/browser/resumable' (jest.mock is hoisted into the test file only).
 */
export function holdUploads(): HeldUpload[] {
  const held: HeldUpload[] = [];
  jest.mocked(startResumableUpload).mockImplementation((file, options) => {
    let finish: (url: string | null) => void = () => {};
    const done = new Promise<string | null>((resolve) => {
      finish = resolve;
    });
    held.push({ file, report: options.onState, finish });
    return {
      done,
      settled: () => done.then((url) => ({ url })),
      cancel: jest.fn(),
      stop: jest.fn(),
    };
  });
  return held;
}

/**
 * Holds the form's sending (the test file mocks '@/lib/upload/browser/send'): the test reports
 * its progress, then the site's answer.
 */
export function holdSending() {
  const sending: { progress: (fraction: number) => void; answer: (result: SendResult) => void } = {
    progress: () => {},
    answer: () => {},
  };
  jest.mocked(sendUpload).mockImplementation(
    ({ onProgress }) =>
      new Promise((resolve) => {
        sending.progress = (fraction) => onProgress?.(fraction);
        sending.answer = resolve;
      }),
  );
  return sending;
}

/**
 * Progress as the network reports it, percent by percent, each report rendered and heard before
 * the next (the reader reads a live region once the page has changed, as a real one does).
 */
export async function inSteps(report: (fraction: number) => void) {
  for (let percent = 1; percent <= 100; percent += 1) {
    await act(async () => report(percent / 100));
  }
}

/** A held upload reported percent by percent, then its end. */
export async function uploadInSteps(upload: HeldUpload, url: string) {
  await inSteps((fraction) => upload.report({ kind: 'uploading', fraction }));
  await act(async () => {
    upload.report({ kind: 'done', url });
    upload.finish(url);
  });
}

/** A small PDF (its first bytes are what the server checks). */
export const pdf = (name: string, size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]); // %PDF-1.7
  return new File([bytes], name, { type: 'application/pdf' });
};

/** The site's English strings of a namespace, split at their placeholders. */
function englishFragments(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string'
      ? value
          .split(/\{[^{}]*\}/)
          .map((part) => part.trim())
          .filter((part) => part.length >= 5)
      : typeof value === 'object' && value
        ? englishFragments(value)
        : [],
  );
}

/**
 * The phrases of another language's transcript that hold one of the site's English strings (the
 * reader would speak it with that language's voice). The reader's own words ("textbox",
 * "required") are its user's language, not the site's.
 */
export const heardInEnglish = (transcript: readonly string[], english: object) =>
  englishFragments(english).flatMap((fragment) =>
    transcript.filter((phrase) => phrase.includes(fragment)),
  );
