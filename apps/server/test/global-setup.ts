import { createTemplate, TEMPLATE_ENV } from './template-database.ts';

/** Once per run, before any worker starts: the migrated schema the test apps copy (template-database.ts). */
export default async function setup() {
  const template = await createTemplate(process.env.TEST_DATABASE_URL);
  // Workers are started after this and inherit the variable.
  process.env[TEMPLATE_ENV] = template.value;
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await template.drop();
  };
}
