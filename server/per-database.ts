/**
 * One value per database handle, made on first use: tests open many databases in one process,
 * and what belongs to one database (its call groups, what it has seen blocked) must never serve
 * another.
 */
export function perDatabase<Database extends object, Value>(
  create: (db: Database) => Value,
): (db: Database) => Value {
  const values = new WeakMap<Database, Value>();
  return (db) => {
    let found = values.get(db);
    if (found === undefined) values.set(db, (found = create(db)));
    return found;
  };
}
