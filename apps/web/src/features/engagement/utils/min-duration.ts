/** Resolves (or rejects) with `work`, but not before `ms` have passed since the call. */
export async function withMinimumDuration<T>(work: Promise<T>, ms: number): Promise<T> {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, ms));
  try {
    const result = await work;
    await wait;
    return result;
  } catch (error) {
    await wait;
    throw error;
  }
}
