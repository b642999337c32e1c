import { type DiscussionCategory, type DiscussionCategorySaveBody } from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import { type DiscussionsDeps, requireOpen } from './discussions.deps.ts';

/** Open while either discussion area is: a group's discussions use the same categories. */
export async function categories(deps: DiscussionsDeps): Promise<DiscussionCategory[]> {
  const { repo, siteConfig } = deps;
  const switches = await siteConfig.switches();
  if (!switches.openPublicDiscussion && !switches.openGroupDiscussion)
    throw new AppError('NO_ACCESS', say('No Access: the discussion areas are closed'));
  return repo.categories();
}

export async function saveCategories(
  deps: DiscussionsDeps,
  body: DiscussionCategorySaveBody,
): Promise<DiscussionCategory[]> {
  const { repo } = deps;
  await requireOpen(deps);
  const ids = body.categories.flatMap((row) => (row.id ? [row.id] : []));
  const twice = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (twice >= 0) throw invalidField('categories', `category ${ids[twice]} appears twice`);
  const names = body.categories.map((row) => row.name.toLowerCase());
  const sameName = names.findIndex((name, index) => names.indexOf(name) !== index);
  if (sameName >= 0)
    throw invalidField(`categories.${sameName}.name`, `"${body.categories[sameName].name}" appears twice`);
  const result = await repo.saveCategories(body.categories);
  if (result.unknown.length)
    throw invalidField('categories', `category ${result.unknown.join(', ')} does not exist`);
  if (result.inUse.length)
    throw invalidField(
      'categories',
      `category ${result.inUse.join(', ')} still has discussions: move or delete them first`,
    );
  return repo.categories();
}
