import { act, render, screen } from '@testing-library/react';
import en from '@/messages/en.json';
import DeferredMemberMap, { MAP_DELAY_MS, WORLD_GEOMETRY_URL } from './DeferredMemberMap';

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
});
