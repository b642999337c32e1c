import { buildApp } from './app.ts';
import { Role } from '@judge/contract';
import { loadConfig } from './config.ts';
import { seedDemoProblems } from './contexts/problems/index.ts';

/** `npm start` ends here: configuration, database, root account, then listen. */
async function main() {
  const config = loadConfig();
  const { app, db, services } = await buildApp({ config });
  const root = await services.accounts.ensureRootAccount(config.rootPassword);
  if (root.generatedPassword) {
    // Printed once, on the start that created the account; it is stored only as a hash.
    console.log(
      `\n  Super admin created: username "root", password "${root.generatedPassword}" (shown only this once)\n`,
    );
  } else if (root.created) {
    console.log('\n  Super admin created: username "root" with the password from ROOT_PASSWORD\n');
  }
  if (services.remoteJudges.keyGenerated) {
    // Shown on the start that generated it; root can read it again through GET /api/admin/judge/key.
    console.log(
      `\n  Judge key generated (for remote judges: npm run judge -- --server URL --key KEY): ${services.remoteJudges.keyInfo().key}\n`,
    );
  }
  if (config.seedDemo) {
    const rootUser = await services.accounts.findUser('root');
    if (rootUser) {
      const seeded = await seedDemoProblems(db, services.problems, {
        uid: rootUser.uid,
        username: 'root',
        role: Role.ROOT,
        sessionId: 'seed',
      });
      if (seeded > 0) app.log.info(`seeded ${seeded} demo problems (P1000-P1003)`);
    }
  }
  if (!(await services.mailer.settings())) {
    app.log.info(
      'SMTP is not configured (no SMTP_HOST, no email settings in the back office): mails are kept in the outbox (Admin > outbox, or GET /api/admin/outbox)',
    );
  }
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`  Online judge ready on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
