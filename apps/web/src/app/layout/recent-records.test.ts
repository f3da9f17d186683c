import { describe, expect, it } from 'vitest';
import { findScreen } from '../screens';
import { addRecentRecord, isRecordScreen, parseRecentRecords, RECENT_RECORDS_MAX } from './recent-records';

const screenAt = (path: string) => findScreen(path)!.screen;

describe('recent records', () => {
  it('are the detail screens of records, not lists, forms or steps', () => {
    expect(isRecordScreen(screenAt('/app/lotes-producao/b1'))).toBe(true);
    expect(isRecordScreen(screenAt('/app/produtos/p1'))).toBe(true);
    expect(isRecordScreen(screenAt('/app/terceirizados/o1'))).toBe(true);
    expect(isRecordScreen(screenAt('/app/terceirizados/o1/editar'))).toBe(false);
    expect(isRecordScreen(screenAt('/app/lotes-producao'))).toBe(false);
    expect(isRecordScreen(screenAt('/app/producao/nova'))).toBe(false);
    expect(isRecordScreen(screenAt('/app/lotes-producao/b1/enviar-faccao'))).toBe(false);
  });

  it('put the newest first, once, also when the same record was opened by its code and by its id', () => {
    const batch = { path: '/app/lotes-producao/b1', label: 'Lote L-000001', at: 1 };
    const product = { path: '/app/produtos/p1', label: 'CAM-01 · Camisa', at: 2 };
    let list = addRecentRecord([], batch);
    list = addRecentRecord(list, product);
    list = addRecentRecord(list, { ...batch, path: '/app/lotes-producao/L-000001', at: 3 });
    expect(list.map((r) => r.path)).toEqual(['/app/lotes-producao/L-000001', '/app/produtos/p1']);
    // Another record with the same name on another screen is another record.
    list = addRecentRecord(list, { path: '/app/materiais/m1', label: 'CAM-01 · Camisa', at: 4 });
    expect(list).toHaveLength(3);
  });

  it('keep a few, and read back only well-formed entries', () => {
    let list: ReturnType<typeof parseRecentRecords> = [];
    for (let i = 0; i < 10; i += 1)
      list = addRecentRecord(list, { path: `/app/produtos/p${i}`, label: `P${i}`, at: i });
    expect(list).toHaveLength(RECENT_RECORDS_MAX);
    expect(list[0]!.label).toBe('P9');
    expect(parseRecentRecords(JSON.stringify(list))).toEqual(list);
    expect(
      parseRecentRecords(
        JSON.stringify([
          { path: 'https://evil.example/app', label: 'x', at: 1 },
          { path: '/app/produtos/p1', label: '', at: 1 },
          { path: '/app/produtos/p1', label: 'ok', at: '1' },
          'x',
          { path: '/app/produtos/p2', label: 'Camisa', at: 5 },
        ]),
      ),
    ).toEqual([{ path: '/app/produtos/p2', label: 'Camisa', at: 5 }]);
    expect(parseRecentRecords('not json')).toEqual([]);
    expect(parseRecentRecords(null)).toEqual([]);
  });
});
