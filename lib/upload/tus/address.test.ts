/** @jest-environment node */
import { uploadIdOf } from './address';

// An upload's id is also its file's name in the store: an address names one only when the
// whole of its last segment is an id, right under /api/uploads.
const ID = `abcdefghijklmnop0123-${'0123456789abcdef'.repeat(2)}`;

describe('uploadIdOf', () => {
  it('reads the id of an upload address, relative or on any origin, whatever its query', () => {
    expect(uploadIdOf(`/api/uploads/${ID}`)).toBe(ID);
    expect(uploadIdOf(`https://inwrdam.example/api/uploads/${ID}?x=1#y`)).toBe(ID);
    expect(uploadIdOf(`/api/uploads/${'a'.repeat(64)}-${'f'.repeat(32)}`)).toBe(
      `${'a'.repeat(64)}-${'f'.repeat(32)}`,
    );
  });

  it.each([
    ['a prefix', `/api/uploads/x.${ID}`],
    ['a dash before it', `/api/uploads/-${ID}`],
    ['a suffix', `/api/uploads/${ID}.json`],
    ['a longer random part', `/api/uploads/${ID}0`],
    ['a second id', `/api/uploads/${ID}/${ID}`],
    ['a second id after a comma', `/api/uploads/${ID},${ID}`],
    ['a folder before it', `/api/uploads/x/${ID}`],
    ['an encoded parent folder', `/api/uploads/..%2F${ID}`],
    ['a submission id too long', `/api/uploads/${'a'.repeat(65)}-${'f'.repeat(32)}`],
    ['capital hex digits', `/api/uploads/abcdefghijklmnop0123-${'F'.repeat(32)}`],
    ['another path', `/api/uploadsx/${ID}`],
    ['another path as long', `/api/download/${ID}`],
    ['the id glued to the path', `/api/uploadsx${ID}`],
    ['no path at all', ID],
    ['the uploads path alone', '/api/uploads/'],
  ])('names no upload with %s', (_, address) => {
    expect(uploadIdOf(address)).toBeNull();
  });

  it('names no upload with an address that is not one', () => {
    expect(uploadIdOf('http://[::1')).toBeNull();
  });
});
