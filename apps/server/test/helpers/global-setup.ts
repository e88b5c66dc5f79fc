import pg from 'pg';

import { openDatabase } from '../../src/db/database.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { createClock } from '../../src/lib/clock.ts';
import { migrationsFolder, templateDatabaseName } from './test-database.ts';

/**
 * On PostgreSQL, migrate one template database once; each test file then copies it with
 * CREATE DATABASE ... TEMPLATE, which takes milliseconds. PGlite needs nothing here.
 */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabaseName}`);
  await admin.query(`create database ${templateDatabaseName}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${templateDatabaseName}`;
  const database = await openDatabase({ url: target.toString() });
  await database.migrate(migrationsFolder);
  await seedReferenceData(database.db, createClock());
  await database.close();
}
