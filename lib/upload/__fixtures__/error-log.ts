/**
 * Silences console.error in every test of the file that calls it: the upload handlers log each
 * refusal and provider failure, which is noise in a test run. The returned function gives the
 * running test's spy, for the tests that check that a failure was logged.
 */
export function quietErrorLog(): () => jest.SpyInstance {
  let errorLog: jest.SpyInstance | null = null;
  beforeEach(() => {
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errorLog?.mockRestore());
  return () => {
    if (!errorLog) throw new Error('quietErrorLog(): the spy exists only inside a test');
    return errorLog;
  };
}
