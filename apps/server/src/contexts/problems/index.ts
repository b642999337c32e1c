// The context's operations face: its services, routes and presenters other contexts and the composition root use.
export { seedDemoProblems } from './demo/seed.ts';
export { registerAdminProblemRoutes } from './problems/admin-problems.routes.ts';
export { createIcpcImporter } from './problems/icpc-import.service.ts';
export { unpackPackage } from './problems/exchange/icpc-package.ts';
export { createIcpcPackageExport, type IcpcPackageExport } from './problems/icpc-package-export.ts';
export { createProblemBankService, presentProblemDetail } from './problems/problem-bank.service.ts';
export { registerProblemRoutes } from './problems/problems.routes.ts';
export { createProblemsService, type ProblemsService } from './problems/problems.service.ts';
export { createTagListsService } from './tags/tag-lists.service.ts';
export { registerTagRoutes } from './tags/tags.routes.ts';
export { removeGroupProblems } from './problems/problems.repo.ts';
export { COUNT_COLUMN, countVerdict } from './problems/problem-counts.repo.ts';
export { createProblemsRepo } from './problems/problems.repo.ts';
export { createTestdataRepo } from './testdata/testdata.repo.ts';
export { createGroupProblems } from './group-problems/group-problems.ts';
export { registerGroupProblemRoutes } from './group-problems/group-problems.routes.ts';
