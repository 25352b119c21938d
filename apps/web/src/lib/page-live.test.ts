import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its state is the page's, once per page. */
const load = async () => {
  vi.resetModules();
  return import('./page-live');
};

describe('page-live', () => {
  it('holds what waits until the page is live, then runs each once, in order', async () => {
    const gate = await load();
    const ran: string[] = [];
    gate.whenPageLive('a', () => ran.push('a'));
    gate.whenPageLive('b', () => ran.push('b'));
    expect(gate.isPageLive()).toBe(false);
    expect(ran).toEqual([]);
    gate.markPageLive();
    expect(gate.isPageLive()).toBe(true);
    expect(ran).toEqual(['a', 'b']);
    gate.markPageLive();
    expect(ran).toEqual(['a', 'b']);
  });

  it('keeps only the last of several waiting under one key (two choices of language: the last counts)', async () => {
    const gate = await load();
    const ran: string[] = [];
    gate.whenPageLive('language', () => ran.push('en'));
    gate.whenPageLive('language', () => ran.push('es'));
    gate.markPageLive();
    expect(ran).toEqual(['es']);
  });

  it('runs at once once the page is live', async () => {
    const gate = await load();
    gate.markPageLive();
    const ran: string[] = [];
    gate.whenPageLive('language', () => ran.push('now'));
    expect(ran).toEqual(['now']);
  });
});
