import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresTemplate } from './template-db.ts';

// One setup per server project: the engine comes from the project's name.
export default async function setup(project: { name: string }): Promise<() => Promise<void>> {
  if (project.name.endsWith('postgres')) {
    await buildPostgresTemplate();
    return dropPostgresTemplate;
  }
  await buildPgliteTemplate();
  return async () => {};
}
