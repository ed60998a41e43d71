import type { ColumnType } from 'kysely';

/** `firstName` → `first_name`: the naming every entity's `@Column({ name })` follows (checked by test/table-names.int-spec.ts). */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/**
 * A table as Kysely sees it, derived from its TypeORM entity: each property
 * under its column's name, with the entity's type. Renaming or retyping an
 * entity's property breaks every query that names the column. Inserts may leave
 * any column out (PostgreSQL applies the defaults and refuses a missing NOT NULL).
 * `Computed`: the entity's `@VirtualColumn`s, read through a subquery and never stored.
 */
export type TableOf<E, Computed extends keyof E = never> = {
  [
    K in Exclude<keyof E, Computed> & string as E[K] extends (...args: never[]) => unknown ? never : SnakeCase<K>
  ]: ColumnType<E[K], E[K] | undefined, E[K]>;
};
