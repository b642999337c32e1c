/** The collection types a contest serves: the configuration, the live data, and commentary (empty here). */
export const COLLECTION_TYPES: readonly string[] = [
  'judgement-types',
  'languages',
  'problems',
  'groups',
  'organizations',
  'teams',
  'persons',
  'accounts',
  'submissions',
  'judgements',
  'runs',
  'clarifications',
  'awards',
  'commentary',
];
