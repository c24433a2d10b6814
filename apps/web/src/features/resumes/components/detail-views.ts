/** The views of one resume in the library's drawer (?view=). */
export const DETAIL_VIEWS = ['content', 'analysis', 'optimize', 'chat'] as const;
export type TDetailView = (typeof DETAIL_VIEWS)[number];
