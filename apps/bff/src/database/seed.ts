// `npm run seed -w @immo/bff`: the demo agency's site content (menu, pages,
// footer, settings) into an empty site configuration; a configured site is
// left alone. For `npm start`, the e2e stack and the test databases; a
// production database is configured by its operator instead.
import { runDatabaseCommand } from './database-command';
import { seedSiteContent } from './seed/seed-site-content';

runDatabaseCommand(async (dataSource) => {
  const runner = dataSource.createQueryRunner();
  try {
    return (await seedSiteContent(runner))
      ? 'Seeded the demo site content.'
      : 'Site content already configured; left as it is.';
  } finally {
    await runner.release();
  }
});
