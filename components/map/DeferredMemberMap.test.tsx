import { act, render, screen } from '@testing-library/react';
import en from '@/messages/en.json';
import DeferredMemberMap, {
  MAP_DELAY_MS,
  MAP_LOAD_MARGIN,
  WORLD_GEOMETRY_URL,
} from './DeferredMemberMap';

// The island itself is tested in MemberMap.test.tsx; here only when it is asked for matters.
const loaded = jest.fn();
jest.mock('./MemberMap', () => ({
  __esModule: true,
  default: function MemberMapStub({ geography }: { geography: string }) {
    loaded(geography);
    return <p>member map island</p>;
  },
}));

beforeEach(() => {
  jest.useFakeTimers();
  loaded.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('DeferredMemberMap', () => {
  it('renders the map island one second after load, with the locally served geometry', async () => {
    render(<DeferredMemberMap locale="en" messages={{ MemberMap: en.MemberMap }} />);
    act(() => {
      jest.advanceTimersByTime(MAP_DELAY_MS - 1);
    });
    expect(screen.queryByText('member map island')).toBeNull();
    expect(loaded).not.toHaveBeenCalled();

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(await screen.findByText('member map island')).toBeInTheDocument();
    expect(loaded).toHaveBeenCalledWith(WORLD_GEOMETRY_URL);
    expect(WORLD_GEOMETRY_URL).toBe('/geo/countries-110m.json');
  });

  describe('below the fold', () => {
    // jsdom has no IntersectionObserver; this one lets the test say when the place is in reach.
    let reach: ((isIntersecting: boolean) => void) | undefined;
    const options: IntersectionObserverInit[] = [];
    beforeEach(() => {
      options.length = 0;
      window.IntersectionObserver = class {
        constructor(callback: IntersectionObserverCallback, init: IntersectionObserverInit) {
          options.push(init);
          reach = (isIntersecting) =>
            callback(
              [{ isIntersecting } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      // @ts-expect-error jsdom's window has no IntersectionObserver of its own to restore.
      delete window.IntersectionObserver;
    });

    it('waits until its place is within a screen of the viewport, then loads', async () => {
      render(<DeferredMemberMap locale="en" messages={{ MemberMap: en.MemberMap }} />);
      expect(options).toEqual([{ rootMargin: MAP_LOAD_MARGIN }]);
      await act(async () => {
        jest.advanceTimersByTime(MAP_DELAY_MS * 10);
      });
      act(() => reach!(false));
      expect(screen.queryByText('member map island')).toBeNull();
      expect(loaded).not.toHaveBeenCalled();

      await act(async () => reach!(true));
      expect(await screen.findByText('member map island')).toBeInTheDocument();
    });

    it('still waits out the second when its place is in view at once', async () => {
      render(<DeferredMemberMap locale="en" messages={{ MemberMap: en.MemberMap }} />);
      act(() => reach!(true));
      expect(loaded).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(MAP_DELAY_MS);
      });
      expect(await screen.findByText('member map island')).toBeInTheDocument();
    });
  });
});
