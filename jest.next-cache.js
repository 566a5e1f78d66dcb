// Next's data cache exists only inside a Next server; in unit tests provider reads run uncached
// and revalidation calls are recorded so route handlers can be checked.
module.exports = {
  unstable_cache: (fn) => fn,
  revalidateTag: jest.fn(),
  revalidatePath: jest.fn(),
};
