/** Text for a LIKE / ILIKE pattern: %, _ and the escape character itself match literally. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);
