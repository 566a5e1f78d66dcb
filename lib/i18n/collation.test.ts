import { compareNames } from './collation';

describe('compareNames', () => {
  it('files an Arabic name under the letter after its article', () => {
    const names = ['اليمن', 'إندونيسيا', 'الأردن', 'مصر', 'باكستان', 'الجزائر'];
    expect([...names].sort(compareNames('ar'))).toEqual([
      'الأردن',
      'إندونيسيا',
      'باكستان',
      'الجزائر',
      'مصر',
      'اليمن',
    ]);
  });

  it('files «آ» with the other forms of alef', () => {
    const names = ['إيطاليا', 'آيسلندا', 'إثيوبيا', 'أيرلندا', 'إيران'];
    expect([...names].sort(compareNames('ar'))).toEqual([
      'إثيوبيا',
      'إيران',
      'أيرلندا',
      'آيسلندا',
      'إيطاليا',
    ]);
  });

  it('keeps the letters of a name that is not an article and a name', () => {
    expect(['بنين', 'الب'].sort(compareNames('ar'))).toEqual(['الب', 'بنين']);
  });

  it('counts «ال» in Persian, where it is no article', () => {
    expect(['یمن', 'البرز'].sort(compareNames('fa'))).toEqual(['البرز', 'یمن']);
  });

  it('sorts French accents with their letter', () => {
    expect(['Finlande', 'Égypte', 'Danemark'].sort(compareNames('fr'))).toEqual([
      'Danemark',
      'Égypte',
      'Finlande',
    ]);
  });
});
