import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@/lib/permissions';
import { catalogue, groupState, labelOf, menuRequirements, searchCatalogue, sortKeys, visibleMenu } from './catalogue';

describe('role catalogue', () => {
  it('puts every key of spec 000 §6 in exactly one group, in the catalogue order', () => {
    const groups = catalogue();
    expect(groups.map((g) => g.group)).toEqual(['content', 'account', 'setting', 'branding', 'reporting', 'expert', 'marketplace']);
    expect(groups.flatMap((g) => g.keys.map((k) => k.key)).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(groups.find((g) => g.group === 'content')!.keys.map((k) => k.key)).toContain('presence');
    expect(groups.find((g) => g.group === 'marketplace')!.keys.map((k) => k.key)).toEqual(['approvals', 'marketplace-explore', 'marketplace-approvals']);
  });

  it('labels sub-permissions and searches keys, labels and groups', () => {
    expect(labelOf('content-knowledge_feed')).toBe('Knowledge feed');
    expect(labelOf('content-quiz-v4')).toBe('Quiz v4');
    expect(labelOf('expert-expert-list')).toBe('Expert list');
    expect(labelOf('classroom')).toBe('Classroom');
    expect(labelOf('content-course_ai')).toBe('Course AI');
    expect(labelOf('setting-chatai')).toBe('Chat AI');
    const found = searchCatalogue(catalogue(), 'QUIZ');
    expect(found.flatMap((g) => g.keys.map((k) => k.key))).toEqual(['content-quiz', 'content-quiz-v4']);
    expect(searchCatalogue(catalogue(), 'reporting')[0].keys).toHaveLength(5);
    expect(searchCatalogue(catalogue(), 'zzz')).toEqual([]);
  });

  it('says all, none or some for a group (the indeterminate select-all) and sorts keys in §6 order', () => {
    const expert = catalogue().find((g) => g.group === 'expert')!;
    expect(groupState(expert, new Set())).toBe('none');
    expect(groupState(expert, new Set(['expert-expert-list']))).toBe('some');
    expect(groupState(expert, new Set(['expert-expert-list', 'expert-expert-journey']))).toBe('all');
    expect(sortKeys(['presence', 'approvals', 'presence', 'nope'])).toEqual(['approvals', 'presence']);
  });

  it("derives each menu item's keys from a menu builder, including a flag's extra key", () => {
    // A stand-in for the shell's builder: Dashboard is free, Course needs two keys (its flag adds one).
    const build = (keys: Set<string>) => [
      { group: null, items: [{ label: 'Dashboard', path: '/dashboard' }] },
      {
        group: 'Content',
        items: [
          ...(keys.has('content-video') ? [{ label: 'Video', path: '/video' }] : []),
          ...(keys.has('content-course') && keys.has('content-course_ai') ? [{ label: 'Course', path: '/course' }] : []),
        ],
      },
    ];
    const items = menuRequirements(build);
    expect(items.map((i) => [i.label, i.requires])).toEqual([
      ['Dashboard', []],
      ['Video', ['content-video']],
      ['Course', ['content-course', 'content-course_ai']],
    ]);
    expect(visibleMenu(items, new Set(['content-course'])).map((i) => i.label)).toEqual(['Dashboard']);
    expect(visibleMenu(items, new Set(['content-course', 'content-course_ai', 'content-video'])).map((i) => i.label)).toEqual(['Dashboard', 'Video', 'Course']);
  });
});
