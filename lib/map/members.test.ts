/** @jest-environment node */
import type { MapKey } from '@/lib/provider/types';
import { legendKeys, memberForShape } from './members';

const key = (id: string, title: string): MapKey => ({
  id,
  color: `#${id.padStart(6, '0')}`,
  title,
});

describe('legendKeys', () => {
  it('lists each map key once, sorted by id as a number', () => {
    const members = [
      { mapKey: key('10', 'Members') },
      { mapKey: key('2', 'Founding members') },
      { mapKey: null },
      { mapKey: key('10', 'Members') },
      { mapKey: key('1', 'Host country') },
    ];
    expect(legendKeys(members).map((k) => k.title)).toEqual([
      'Host country',
      'Founding members',
      'Members',
    ]);
  });

  it('is empty when no member has a map key', () => {
    expect(legendKeys([{ mapKey: null }])).toEqual([]);
  });
});

describe('memberForShape', () => {
  const members = [
    { id: 'jordan', code: 'jo' },
    { id: 'palestine', code: null },
    { id: 'atlantis', code: null },
  ];
  const find = memberForShape(members);

  it('matches by ISO numeric code, padded as world-atlas writes it', () => {
    expect(find({ id: '400', properties: { name: 'Jordan' } })?.id).toBe('jordan');
    expect(find({ id: 275 })?.id).toBe('palestine');
  });

  it('falls back to the English name', () => {
    expect(find({ id: '999', properties: { name: 'Atlantis' } })?.id).toBe('atlantis');
  });

  it('leaves other countries alone', () => {
    expect(find({ id: '250', properties: { name: 'France' } })).toBeUndefined();
  });
});
