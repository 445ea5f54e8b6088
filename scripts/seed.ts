import { openDatabase } from "../server/db/connection";
import { migrate } from "../server/db/migrate";
import { seedDatabase } from "../server/db/seed";
import { databaseLabel, databaseLocation, parseEnv } from "../server/env";

// npm run seed: migrate the database (DATABASE_URL, else DATABASE_PATH) and apply the
// seed sets it has not had yet (server/db/seed-sets.ts). Running it again changes nothing.
const env = parseEnv(process.env);
const db = openDatabase(databaseLocation(env));
try {
  const applied = await migrate(db);
  const { inserted, appliedSets } = await seedDatabase(db, undefined, env.brand);
  console.log(
    `${databaseLabel(env)}: ${applied.length ? `applied migrations ${applied.join(", ")}` : "schema up to date"}; ` +
      (appliedSets.length ? `seeded ${inserted} blog posts (${appliedSets.join(", ")})` : "seed already applied, nothing changed"),
  );
} finally {
  await db.close();
}
