import { openDatabase } from "../server/db/connection";
import { migrate } from "../server/db/migrate";
import { seedDatabase } from "../server/db/seed";
import { parseEnv } from "../server/env";

// npm run seed: migrate the database at DATABASE_PATH and apply the seed sets it
// has not had yet (server/db/seed-sets.ts). Running it again changes nothing.
const env = parseEnv(process.env);
const db = openDatabase(env.databasePath);
const applied = migrate(db);
const { inserted, appliedSets } = seedDatabase(db);
db.close();
console.log(
  `${env.databasePath}: ${applied.length ? `applied migrations ${applied.join(", ")}` : "schema up to date"}; ` +
    (appliedSets.length ? `seeded ${inserted} blog posts (${appliedSets.join(", ")})` : "seed already applied, nothing changed"),
);
