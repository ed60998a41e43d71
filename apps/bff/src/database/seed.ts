// `npm run seed -w @immo/bff`: the demo agency's site content (menu, pages,
// footer, settings) into an empty site configuration; a configured site is
// left alone. For `npm start`, the e2e stack and the test databases; a
// production database is configured by its operator instead.
import 'reflect-metadata';
import { createDataSource } from './data-source';
import { seedSiteContent } from './seed/seed-site-content';

async function main(): Promise<void> {
  const dataSource = createDataSource();
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    const wrote = await seedSiteContent(runner);
    console.log(wrote ? 'Seeded the demo site content.' : 'Site content already configured; left as it is.');
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
