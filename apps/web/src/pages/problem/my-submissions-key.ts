/** The cache key of a problem's "my submissions" tab; its own module so the page reads it without the tab's code. */
export const mySubmissionsKey = (problemId: string) => ['my-submissions', problemId] as const;
