import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// Migrations receive an untyped Kysely: they describe the tables as they were at that point in history.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('uid', ...autoIdColumn(dialect))
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(128)', (c) => c.unique())
    .addColumn('phone', 'varchar(32)')
    .addColumn('gender', 'varchar(16)', (c) => c.notNull().defaultTo('secrecy'))
    .addColumn('realname', 'varchar(64)')
    .addColumn('nickname', 'varchar(64)')
    .addColumn('avatar', 'varchar(255)')
    .addColumn('school', 'varchar(128)')
    .addColumn('course', 'varchar(128)')
    .addColumn('number', 'varchar(64)')
    .addColumn('blog', 'varchar(255)')
    .addColumn('github', 'varchar(255)')
    .addColumn('cf_username', 'varchar(64)')
    .addColumn('signature', 'text')
    .addColumn('role', 'integer', (c) => c.notNull().defaultTo(1002))
    .addColumn('title_name', 'varchar(64)')
    .addColumn('title_color', 'varchar(16)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('def_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('recent_login_time', 'varchar(32)')
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(255)')
    .execute();
  await db.schema.createIndex('sessions_uid_idx').on('sessions').column('uid').execute();

  await db.schema
    .createTable('email_codes')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('email', 'varchar(128)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('code', 'varchar(128)', (c) => c.notNull())
    .addColumn('uid', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('email_codes_lookup_idx')
    .on('email_codes')
    .columns(['email', 'purpose'])
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('captcha_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('text', 'varchar(16)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('slide_challenges')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('gap_x', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ticket', 'varchar(64)', (c) => c.unique())
    .addColumn('ticket_used_at', 'varchar(32)')
    .addColumn('attempted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('username', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('secrets')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('recipient', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('generated_user_lists')
    .addColumn('list_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('csv', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('message_reminders')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_id', 'integer')
    .addColumn('source_type', 'varchar(32)')
    .addColumn('source_content', 'text')
    .addColumn('quote_id', 'integer')
    .addColumn('quote_type', 'varchar(32)')
    .addColumn('url', 'varchar(255)')
    .addColumn('sender_id', 'integer')
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('message_reminders_recipient_idx')
    .on('message_reminders')
    .columns(['recipient_id', 'state'])
    .execute();

  await db.schema
    .createTable('user_notices')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('notice_id', 'integer')
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_notices_recipient_idx')
    .on('user_notices')
    .columns(['recipient_id', 'state'])
    .execute();
}
