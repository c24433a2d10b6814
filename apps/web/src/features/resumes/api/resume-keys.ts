/** Query keys of the resume library (a module of its own: the app shell uses them too). */
export const resumeKeys = {
  all: ['resumes'] as const,
  /** Every list of the user's resumes: the library's pages and the pickers' (hooks/use-my-lists.ts). */
  lists: ['resumes', 'list'] as const,
  list: (page: number) => ['resumes', 'list', page] as const,
  detail: (id: number) => ['resumes', 'detail', id] as const,
  public: (page: number, position: string) => ['resumes', 'public', page, position] as const,
};
