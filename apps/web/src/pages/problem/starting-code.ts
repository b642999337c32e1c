import { defaultCodeFor } from '../../components/code-editor/source-files';

/**
 * The code a problem's fresh editor starts with: the problem's template for the language; without one, the
 * skeleton for teachers, admins and users with the defCode setting (the session's defCode says so for all of
 * them, spec 1-core §6), as the online IDE does; an empty editor for everyone else.
 */
export function startingProblemCode(
  template: string | null,
  editorLanguage: string | undefined,
  defCode: boolean,
): string {
  if (template !== null) return template;
  return defCode ? defaultCodeFor(editorLanguage) : '';
}
