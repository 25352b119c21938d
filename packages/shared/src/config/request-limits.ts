/** The longest id (project, order, sale) any request accepts. */
export const REQUEST_LIMITS = {
  idMax: 200,
} as const;
