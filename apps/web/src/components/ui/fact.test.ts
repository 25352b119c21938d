import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Fact } from './fact';

const html = (props: Parameters<typeof Fact>[0]) => renderToStaticMarkup(createElement(Fact, props));

// The markup each list of facts had when every screen wrote its own: one Fact must keep it.
describe('Fact', () => {
  it('keeps a text value on one line, whole in its tooltip (a refund, the purchase summary)', () => {
    expect(html({ label: 'Comprador', value: 'Ana Pérez' })).toBe(
      '<div class="min-w-0"><dt class="text-xs font-medium text-slate-600">Comprador</dt>' +
        '<dd class="truncate text-sm font-semibold text-slate-900" title="Ana Pérez">Ana Pérez</dd></div>',
    );
  });

  it('lets a text value take two lines (a purchased app)', () => {
    expect(html({ label: 'Método', value: 'PayPal', lines: 2 })).toBe(
      '<div class="min-w-0"><dt class="text-xs font-medium text-slate-600">Método</dt>' +
        '<dd class="line-clamp-2 text-sm font-semibold break-words text-slate-900">PayPal</dd></div>',
    );
  });

  it('wraps a value with markup anywhere, semibold (a build under review) or medium and wide (a build)', () => {
    const commit = createElement('code', null, 'abc1234');
    expect(html({ label: 'Commit', children: commit })).toBe(
      '<div class="min-w-0"><dt class="text-xs font-medium text-slate-600">Commit</dt>' +
        '<dd class="text-sm font-semibold wrap-anywhere text-slate-900"><code>abc1234</code></dd></div>',
    );
    expect(html({ label: 'Origen', weight: 'medium', wide: true, children: 'main · dist' })).toBe(
      '<div class="col-span-2 min-w-0 lg:col-span-1"><dt class="text-xs font-medium text-slate-600">Origen</dt>' +
        '<dd class="text-sm font-medium wrap-anywhere text-slate-900">main · dist</dd></div>',
    );
  });
});
