/** @jest-environment node */
import { metrics } from '@/lib/observability/state';
import { POST } from './route';

jest.mock('@/lib/search/service', () => ({ refreshSearch: jest.fn() }));

async function results(): Promise<Record<string, number>> {
  const { values } = await metrics().revalidations.get();
  return Object.fromEntries(values.map((v) => [String(v.labels.result), v.value]));
}

const post = (authorization?: string) =>
  POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: authorization ? { authorization } : {},
      body: '{"tags":["news"]}',
    }),
  );

afterEach(() => {
  delete process.env.REVALIDATE_SECRET;
});

it('counts each webhook call by result', async () => {
  await post('Bearer whatever');
  process.env.REVALIDATE_SECRET = 'the-secret';
  await post('Bearer wrong');
  await post('Bearer wrong');
  expect(await results()).toEqual({ unavailable: 1, unauthorized: 2 });
});
