/** The bench's progress lines, with the time of day. */
export const log = (message: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
