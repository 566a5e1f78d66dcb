import { startResumableUpload, type UploadState } from './resumable';

// The page was loaded, then the site stopped answering (or the link dropped) before a file was
// chosen: the tus client's chunk cannot be loaded.
jest.mock('tus-js-client', () => {
  throw new Error('Loading chunk failed');
});

function startOffer() {
  const states: UploadState[] = [];
  const upload = startResumableUpload(new File(['%PDF-1.7'], 'offer.pdf'), {
    form: 'tender',
    submission: 'submission000000000001',
    locale: 'en',
    onState: (state) => states.push(state),
  });
  return { upload, states };
}

describe('startResumableUpload', () => {
  it('hands the file back to the form when the tus client cannot be loaded', async () => {
    const { upload, states } = startOffer();
    // Not refused, and not waited for: the submit sends the file in its body.
    await expect(upload.done).resolves.toBeNull();
    await expect(upload.settled()).resolves.toEqual({ url: null });
    expect(states).toEqual([{ kind: 'failed', message: null, refused: false }]);
  });

  it('says nothing of a file the visitor removed before the client failed to load', async () => {
    const { upload, states } = startOffer();
    upload.cancel();
    await expect(upload.done).resolves.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(states).toEqual([]);
  });
});
