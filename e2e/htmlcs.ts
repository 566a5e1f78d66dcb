import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * HTML_CodeSniffer, the engine pa11y runs by default: a second, independent reading of WCAG 2 AA
 * beside axe (the two disagree on techniques such as H30 and H98). Its built bundle is evaluated
 * in the page as pa11y's runner does; through page.evaluate, so the site's CSP does not apply.
 */
const HTMLCS_SOURCE = readFileSync(
  require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

/** HTMLCS's message types: 1 error, 2 warning, 3 notice. Only errors fail a test. */
const ERROR = 1;

/**
 * Errors HTMLCS reports that are not faults of the site, each with why. A finding is excused by
 * its code (`WCAG2AA.Principle1.Guideline1_3.1_3_1.H42`, …) and, where given, only on elements
 * matching `selector`.
 */
export const HTMLCS_EXCEPTIONS: readonly { code: string; selector?: string; why: string }[] = [];

export interface HtmlcsError {
  code: string;
  message: string;
  element: string;
}

/** Runs HTMLCS's WCAG2AA standard on the page and returns its errors, less the exceptions. */
export async function htmlcsErrors(page: Page): Promise<HtmlcsError[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(HTMLCS_SOURCE);
  return page.evaluate(
    ({ type, exceptions }) =>
      new Promise<HtmlcsError[]>((resolve, reject) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element | Document;
        }
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (
                standard: string,
                content: Document,
                done: () => void,
                failed: () => void,
                language: string,
              ) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        const describe = (element: Element | Document) =>
          element instanceof Element
            ? element.outerHTML.replace(/\s+/g, ' ').slice(0, 160)
            : 'the document';
        const excused = (message: Message) =>
          exceptions.some(
            (exception) =>
              message.code === exception.code &&
              (!exception.selector ||
                (message.element instanceof Element &&
                  message.element.matches(exception.selector))),
          );
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === type && !excused(message))
                .map((message) => ({
                  code: message.code,
                  message: message.msg,
                  element: describe(message.element),
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not process the page')),
          'en',
        );
      }),
    { type: ERROR, exceptions: HTMLCS_EXCEPTIONS },
  );
}
