import { describe, expect, it } from 'vitest';
import routes, { type AppRoute } from '../../config/routes';
import { routedResources } from '../../src/auth/pages';
import { withCommonLabels } from '../../src/console/labels';
import { resolveResource } from '../../src/console/resolve';
import type { ResourceDecl } from '../../src/console/types';
import { DECLARED, RESOURCES } from '../../src/resources';
import { COMMON_LABELS } from '../../src/locales/common';

const decl: ResourceDecl = {
  key: 'thing',
  labels: { 'zh-CN': {}, 'en-US': {} },
  api: '/v1/admin/things',
  rowKey: 'id',
  fields: {
    id: { type: 'id', filter: 'eq' },
    note: { type: 'text' },
    status: { type: 'enum', enum: 'yesNo', filter: 'in' },
  },
  list: { columns: ['id', 'status'] },
  actions: [
    { key: 'approve', bulk: true, when: { field: 'status', in: [0] }, to: { status: 1 } },
    { key: 'raise', permission: 'thing:reorder' },
  ],
  create: { form: { note: { type: 'text' } } },
  import: { columns: ['note'] },
  export: true,
};

describe('a declaration states only what is not a default', () => {
  const def = resolveResource(decl, (key) => (key === 'thing' ? '/area/things' : undefined));

  it('takes its page from the route that names it', () => {
    expect(def.page).toBe('/area/things');
    expect(resolveResource({ ...decl, page: '/area/other' }, () => '/area/things').page).toBe('/area/other');
    expect(() => resolveResource(decl, () => undefined)).toThrow(/no route names it/);
  });

  it('names each code <key>:<what> unless it states an exception', () => {
    expect(def.actions!.map((a) => [a.key, a.scope, a.permission])).toEqual([
      ['approve', 'row', 'thing:approve'],
      ['approve', 'bulk', 'thing:approve'],
      ['raise', 'row', 'thing:reorder'],
    ]);
    expect(def.create!.permission).toBe('thing:create');
    expect(def.import!.permission).toBe('thing:import');
    expect(def.exportPermission).toBe('thing:export');
    expect(resolveResource({ ...decl, export: undefined }, () => '/x').exportPermission).toBeUndefined();
  });

  it('filters by the fields that carry a filter, in field order, unless it lists them', () => {
    expect(def.list.filters).toEqual(['id', 'status']);
    const listed = resolveResource({ ...decl, list: { ...decl.list, filters: ['status'] } }, () => '/x');
    expect(listed.list.filters).toEqual(['status']);
  });
});

describe('common labels', () => {
  it('a resource gets the common label of each field, input and action it has, under its own', () => {
    const labels = withCommonLabels(
      { ...decl, labels: { 'zh-CN': { fields: { status: '审批状态' } }, 'en-US': { fields: { status: 'Approval' } } } },
      {
        'zh-CN': {
          fields: { status: '状态', note: '备注', currency: '币种' },
          actions: { approve: '通过', edit: '编辑' },
        },
        'en-US': {
          fields: { status: 'Status', note: 'Remark', currency: 'Currency' },
          actions: { approve: 'Approve', edit: 'Edit' },
        },
      },
    );
    expect(labels['en-US']).toEqual({
      fields: { status: 'Approval', note: 'Remark' },
      actions: { approve: 'Approve' },
    });
    expect(labels['zh-CN']).toEqual({ fields: { status: '审批状态', note: '备注' }, actions: { approve: '通过' } });
  });
});

describe('the resource list and the route table', () => {
  it('routes every declaration exactly once, or the declaration names its page', () => {
    const routed = routedResources();
    const keys = DECLARED.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const d of DECLARED) {
      const times = routed.filter(([key]) => key === d.key).length;
      expect([d.key, times]).toEqual([d.key, d.page ? 0 : 1]);
    }
    for (const [key] of routed) expect(keys, `route names unknown resource ${key}`).toContain(key);
  });

  it('fails a table that routes a resource twice', () => {
    const twice: AppRoute[] = [...routes, { path: '/again', component: './Resource', resource: 'merchant' }];
    expect(routedResources(twice).filter(([key]) => key === 'merchant')).toHaveLength(2);
  });

  it('restates no default: no stated code equal to <key>:<what>, no filter list equal to the default', () => {
    const restated: string[] = [];
    for (const d of DECLARED) {
      const stated = (code: string | undefined, what: string) => {
        if (code === `${d.key}:${what}`) restated.push(`${d.key}: ${code}`);
      };
      for (const a of d.actions ?? []) stated(a.permission, a.key);
      stated(d.create?.permission, 'create');
      stated(d.import?.permission, 'import');
      const defaults = Object.keys(d.fields).filter((f) => d.fields[f].filter);
      if (d.list.filters && JSON.stringify(d.list.filters) === JSON.stringify(defaults))
        restated.push(`${d.key}: filters`);
    }
    expect(restated).toEqual([]);
  });

  it('restates no common label: a resource labels only what it calls otherwise', () => {
    const restated: string[] = [];
    for (const d of DECLARED)
      for (const lang of ['zh-CN', 'en-US'] as const)
        for (const group of ['fields', 'actions'] as const) {
          const own = (d.labels[lang][group] ?? {}) as Record<string, unknown>;
          const common = COMMON_LABELS[lang][group] as Record<string, string>;
          for (const [name, label] of Object.entries(own))
            if (common[name] === label) restated.push(`${d.key} ${lang} ${group}.${name}`);
        }
    expect(restated).toEqual([]);
  });

  it('resolves every declaration: a page, a code for every action', () => {
    for (const def of RESOURCES) {
      expect(def.page, def.key).toMatch(/^\//);
      for (const a of def.actions ?? []) expect(a.permission, `${def.key}.${a.key}`).toMatch(/^[A-Za-z]+:[A-Za-z]+$/);
    }
  });
});
