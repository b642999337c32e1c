/** The API's information (`/`, a package's `api.json`): the spec this server follows, the current draft of icpc/ccs-specs. */
export const API_INFORMATION = {
  version: 'draft',
  version_url: 'https://ccs-specs.icpc.io/draft/contest_api',
  provider: { name: 'Online Judge', version: '1' },
};
