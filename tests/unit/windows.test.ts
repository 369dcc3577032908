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
  NEW_THINGS_PATH,
  moveWindow,
  openWindow,
  replaceWindow,
  placeWithin,
  restoreWindow,
  showTab,
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

  it('cascades new windows so none stands exactly on another', () => {
    const d = run(openWindow('list', ['a']), openWindow('list', ['b']), openWindow('list', ['c']), closeWindow('list:b'), openWindow('list', ['d']));
    const places = d.windows.map((w) => `${w.x},${w.y}`);
    expect(new Set(places).size).toBe(places.length);
    expect(d.windows.find((w) => w.id === 'list:d')).toMatchObject({ x: 72, y: 56 });
  });

  it('keeps a window inside the desktop area, its title bar reachable', () => {
    expect(placeWithin({ x: 900, y: 700 }, 700, { width: 1400, height: 800 })).toEqual({ x: 700, y: 640 });
    expect(placeWithin({ x: 40, y: 24 }, 600, { width: 600, height: 700 })).toEqual({ x: 0, y: 24 });
    expect(placeWithin({ x: -10, y: -5 }, 300, { width: 600, height: 700 })).toEqual({ x: 0, y: 0 });
  });

  it('shows a window only with its dock tab; restoring from the tray brings it to the tab shown', () => {
    const d = run(openWindow('list', ['a']), showTab(10), openWindow('list', ['b']));
    expect(d.windows.map((w) => [w.id, w.tab])).toEqual([['list:a', 1], ['list:b', 10]]);
    expect(d.focused).toBe('list:b');
    const back = showTab(1)(d);
    expect(back.focused).toBe('list:a');
    expect(desktopToQuery(back)).toBe('list:a,list:b@10');
    expect(desktopFromQuery('list:a,list:b@10', {}, 1)).toMatchObject({ tab: 1, focused: 'list:a' });
    expect(restoreWindow('list:b')(back).windows[1]).toMatchObject({ tab: 1, minimized: false });
    // Opening it again from this tab brings it here too.
    expect(openWindow('list', ['b'])(back).windows[1].tab).toBe(1);
  });
});

describe('/new and /create', () => {
  it('go to the dashboard with its Add gems chooser open and focused', () => {
    const url = new URL(NEW_THINGS_PATH, 'http://acme.localhost');
    expect(url.pathname).toBe('/');
    const desktop = desktopFromQuery(url.searchParams.get('w'), {}, 1);
    expect(desktop.windows.map((w) => [w.kind, w.args, w.tab])).toEqual([['gems', ['1'], 1]]);
    expect(desktop.focused).toBe('gems:1');
  });
});
