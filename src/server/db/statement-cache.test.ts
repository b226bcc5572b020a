import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './database.ts';

describe('SQLite statement cache', () => {
  const native = new SqliteDatabase(':memory:');
  afterEach(() => native.exec('drop table if exists t'));

  it('compiles each SQL text once and keeps answering correctly', () => {
    const cached = withStatementCache(native);
    native.exec('create table t (id integer primary key, name text)');
    const insert = cached.prepare('insert into t (name) values (?)');
    expect(cached.prepare('insert into t (name) values (?)')).toBe(insert);
    insert.run('a');
    cached.prepare('insert into t (name) values (?)').run('b');
    expect(cached.prepare('select name from t order by id').all()).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('stays bounded, dropping the oldest statement first', () => {
    const cached = withStatementCache(native, 2);
    const first = cached.prepare('select 1');
    const second = cached.prepare('select 2');
    cached.prepare('select 3');
    expect(cached.prepare('select 2')).toBe(second);
    expect(cached.prepare('select 1')).not.toBe(first);
  });

  it('still works after the schema changes under a cached statement', () => {
    const cached = withStatementCache(native);
    native.exec('create table t (id integer primary key, name text)');
    native.exec("insert into t (name) values ('a')");
    expect(cached.prepare('select * from t').all()).toEqual([{ id: 1, name: 'a' }]);
    native.exec('alter table t add column age integer');
    expect(cached.prepare('select * from t').all()).toEqual([{ id: 1, name: 'a', age: null }]);
  });
});
