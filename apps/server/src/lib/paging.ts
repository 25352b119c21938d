/** The page figures of a list answer (0-based pages): currentPage, totalPages, totalElements, hasNext. */
export const pageOf = (total: number, page: number, size: number) => ({
  currentPage: page,
  totalPages: Math.ceil(total / size),
  totalElements: total,
  hasNext: (page + 1) * size < total,
});

/** A count or sum as the database drivers return it (number, numeric string or null) as a number. */
export const num = (value: unknown) => Number(value ?? 0);
