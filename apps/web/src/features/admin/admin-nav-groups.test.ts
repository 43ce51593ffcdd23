import { describe, expect, it } from 'vitest';
import { navGroups } from './admin-nav-groups';
import { navSections } from './admin-sections';

describe('the back office menu in groups', () => {
  it('puts the dashboard alone on top and every other section in a group, each once', () => {
    const { top, groups } = navGroups();
    expect(top.map((s) => s.path)).toEqual(['']);
    const grouped = groups.flatMap((g) => g.sections.map((s) => s.path));
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...top.map((s) => s.path), ...grouped].sort()).toEqual(
      navSections()
        .map((s) => s.path)
        .sort(),
    );
  });

  it('files sections where a manager looks for them, in the groups’ order', () => {
    const { groups } = navGroups();
    expect(groups.map((g) => g.group)).toEqual([
      'people',
      'bookings',
      'visitors',
      'requests',
      'wellness',
      'content',
      'money',
      'system',
    ]);
    const of = (path: string) => groups.find((g) => g.sections.some((s) => s.path === path))?.group;
    expect(of('voc')).toBe('requests');
    expect(of('voc/extensions')).toBe('requests');
    expect(of('wellness/pt')).toBe('wellness');
    expect(of('no-shows')).toBe('bookings');
    expect(of('front-desk')).toBe('visitors');
    expect(of('charges')).toBe('money');
    expect(of('audit')).toBe('system');
  });
});
