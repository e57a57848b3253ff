// Where a guide's page is (spec section 2: /library/guide/{id}) and the wizard's two paths.
export const guidePagePath = (id: string): string => `/library/guide/${encodeURIComponent(id)}`;

export const WIZARD_PATH = '/wizard';
/** The key-questions path; the 'Create new content' dialog links here. */
export const WIZARD_QUESTIONS_PATH = '/wizard?mode=questions';
