// For the knex CLI (`npx knex migrate:latest`); the app itself migrates at start-up.
import { migrationSource } from './db/migrations';

const config = process.env.DATABASE_URL
  ? { client: 'pg', connection: process.env.DATABASE_URL, migrations: { migrationSource } }
  : { client: 'knex-pglite', dialect: 'postgres', connection: { filename: process.env.DATA_DIR ?? './data' }, migrations: { migrationSource } };

export default config;
