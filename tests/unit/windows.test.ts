import { describe, expect, it } from 'vitest';
import {
  closeWindow,
  desktopFromQuery,
  desktopToQuery,
  EMPTY_DESKTOP,
  FOCUSED_LAYER,
  focusWindow,
  LAYER,
  layerOf,
  minimizeWindow,
  moveWindow,
  openWindow,
  replaceWindow,
  restoreWindow,
  type Desktop,
} from '@/lib/workspace/windows';

const run = (...steps: ((d: Desktop) => Desktop)[]) => steps.reduce((d, step) => step(d), EMPTY_DESKTOP);

describe('the window manager', () => {
  it('opens a window once per thing, focusing it again; alt/ctrl-click opens another copy', () => {
    const d = run(openWindow('list', ['customers']), openWindow('list', ['vendors']), openWindow('list', ['customers']));
    expect(d.windows.map((w) => w.id)).toEqual(['list:customers', 'list:vendors']);
    expect(d.focused).toBe('list:customers');
    const copy = openWindow('list', ['customers'], { newCopy: true })(d);
    expect(copy.windows.map((w) => w.id)).toEqual(['list:customers', 'list:vendors', 'list:customers#2']);
  });

  it('layers the focused window at 100 and the others at 10', () => {
    const d = run(openWindow('list', ['customers']), openWindow('list', ['vendors']), focusWindow('list:customers'));
    expect(layerOf(d, 'list:customers')).toBe(FOCUSED_LAYER);
    expect(layerOf(d, 'list:vendors')).toBe(LAYER);
  });

  it('focuses the first remaining window after a close', () => {
    const d = run(openWindow('list', ['a']), openWindow('list', ['b']), openWindow('list', ['c']), closeWindow('list:c'));
    expect(d.focused).toBe('list:a');
    expect(closeWindow('list:a')(closeWindow('list:b')(d))).toEqual(EMPTY_DESKTOP);
  });

  it('minimises to the tray and restores with focus', () => {
    const d = run(openWindow('list', ['a']), openWindow('list', ['b']), minimizeWindow('list:b'));
    expect(d.windows.find((w) => w.id === 'list:b')?.minimized).toBe(true);
    expect(d.focused).toBe('list:a');
    const back = restoreWindow('list:b')(d);
    expect(back.windows.find((w) => w.id === 'list:b')?.minimized).toBe(false);
    expect(back.focused).toBe('list:b');
    // Opening a minimised window restores it.
    expect(openWindow('list', ['b'])(d).windows.find((w) => w.id === 'list:b')?.minimized).toBe(false);
  });

  it('keeps windows on the desktop when moved', () => {
    const d = run(openWindow('list', ['a']), moveWindow('list:a', -50, 300.6));
    expect(d.windows[0]).toMatchObject({ x: 0, y: 301 });
  });

  it('turns a new record’s form into its edit form', () => {
    const d = run(openWindow('form', ['customers', 'new']), replaceWindow('form:customers:new', 'form', ['customers', '12']));
    expect(d.windows.map((w) => w.id)).toEqual(['form:customers:12']);
    expect(d.focused).toBe('form:customers:12');
  });

  it('writes the open windows into the URL and reads them back after a reload', () => {
    const d = run(openWindow('list', ['customers']), openWindow('form', ['customers', '7']), minimizeWindow('list:customers'));
    const query = desktopToQuery(d);
    expect(query).toBe('~list:customers,form:customers:7');
    const back = desktopFromQuery(query, { 'form:customers:7': { x: 300, y: 120 } });
    expect(back.windows.map((w) => [w.id, w.minimized])).toEqual([['list:customers', true], ['form:customers:7', false]]);
    expect(back.windows[1]).toMatchObject({ x: 300, y: 120 });
    expect(back.focused).toBe('form:customers:7');
    expect(desktopFromQuery('bogus:thing,list:x,list:x').windows.map((w) => w.id)).toEqual(['list:x']);
  });
});
