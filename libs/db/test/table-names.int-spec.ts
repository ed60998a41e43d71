import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/data-source';

// The queries' table types (src/query/table-of.ts) name each column after its
// entity property in snake_case; a column named otherwise would compile and fail in PostgreSQL.
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

describe('the table types the queries are checked against', () => {
  it('name every column of every entity as PostgreSQL does', async () => {
    const dataSource = new DataSource(dataSourceOptions({ DATABASE_URL: process.env.DATABASE_URL ?? '' }));
    await dataSource.initialize();
    try {
      const misnamed = dataSource.entityMetadatas.flatMap((table) =>
        table.columns
          // A @VirtualColumn is no column: tables.ts leaves it out of its table's type.
          .filter(
            (column) =>
              !column.isVirtualProperty &&
              !column.relationMetadata &&
              snakeCase(column.propertyName) !== column.databaseName,
          )
          .map((column) => `${table.tableName}.${column.databaseName} (${column.propertyName})`),
      );
      expect(dataSource.entityMetadatas.length).toBeGreaterThanOrEqual(43);
      expect(misnamed).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
