import type { PlacementContentType } from '@/db/schema';
import type { ContentTypeInfo } from '@/lib/content-types';
import type { ActivityTable } from '@/server/learner-activity';
import type { ResultTables } from '@/server/placements';
import type { AreaManifest, ContentActivity, ContentDeclaration, LocationUser } from './area-kit';

/** A content type whose items an area serves. */
export type ServedContent = ContentDeclaration & Required<Pick<ContentDeclaration, 'items'>>;

/** The wizards that place contents, each with its own list of types. */
export type Wizard = keyof NonNullable<ContentDeclaration['placeable']>;

/** Learner activity of one placement type, with the item it is done on. */
export interface DeclaredActivity extends ActivityTable {
  /** The placement type it is kept for, which is also its kind. */
  kind: PlacementContentType;
  /** What its rows are called in messages. */
  noun: string;
}

/**
 * Every content type the areas declare in their manifests (docs/architecture.md "The area manifest",
 * docs/decisions/0107), and what the other areas read of them: the category usage, the channels' content, the wizards'
 * catalogues and pickers, the placements' learner results and the learner activity. Nothing else lists another area's
 * content.
 */
export class DeclaredContents {
  readonly all: readonly ContentDeclaration[];
  private readonly otherCategoryUsers: NonNullable<ContentDeclaration['category']>[];
  private readonly locationUserList: LocationUser[];
  private readonly byType: Map<string, ContentDeclaration>;
  private readonly activityList: DeclaredActivity[];

  constructor(areas: readonly AreaManifest[]) {
    this.all = areas.flatMap((a) => a.contents ?? []);
    this.otherCategoryUsers = areas.flatMap((a) => a.categoryUsers ?? []);
    this.locationUserList = areas.flatMap((a) => a.locationUsers ?? []);
    this.byType = new Map();
    for (const c of this.all) {
      if (this.byType.has(c.type)) throw new Error(`content type ${c.type} is declared twice`);
      if (c.activity && c.placement !== c.type) throw new Error(`content type ${c.type} declares activity but is not placed as itself`);
      this.byType.set(c.type, c);
    }
    this.activityList = this.all.flatMap((c) => (c.activity && c.items ? [activityOf(c.placement!, c.activity, c.items)] : []));
  }

  of(type: string): ContentDeclaration | undefined {
    return this.byType.get(type);
  }

  /** The type if an area serves its items. */
  served(type: string): ServedContent | undefined {
    const c = this.byType.get(type);
    return c?.items ? (c as ServedContent) : undefined;
  }

  /** The label of a stored type; a type no area declares any more reads as itself. */
  label(type: string): string {
    return this.byType.get(type)?.label ?? type;
  }

  /** The types a wizard may place, in its order (each with whether an area serves it yet). */
  placeable(wizard: Wizard): ContentDeclaration[] {
    return this.all.filter((c) => c.placeable?.[wizard] !== undefined).sort((a, b) => a.placeable![wizard]! - b.placeable![wizard]!);
  }

  /** A wizard's catalogue as its island and its type list call show it. */
  catalogue(wizard: Wizard): ContentTypeInfo[] {
    return this.placeable(wizard).map((c) => ({
      id: c.type,
      label: c.label,
      available: Boolean(c.items),
      restricted: Boolean(c.restricted),
      passGrade: Boolean(c.passGrade),
      dueDate: Boolean(c.dueDate),
      ownSchedule: Boolean(c.ownScheduleIn?.[wizard]),
    }));
  }

  /** The types a channel may hold, in the channel's order. */
  inChannels(): ServedContent[] {
    return this.all.filter((c): c is ServedContent => Boolean(c.items) && c.inChannels !== undefined).sort((a, b) => a.inChannels! - b.inChannels!);
  }

  /** What may use a category: the content types' rows in the areas' order, then the other rows that name one (0120). */
  categoryUsers(): NonNullable<ContentDeclaration['category']>[] {
    return [...this.all.flatMap((c) => (c.category ? [c.category] : [])), ...this.otherCategoryUsers];
  }

  /** What may use a location, in the areas' order (the location's delete and can_delete, decision 0124). */
  locationUsers(): readonly LocationUser[] {
    return this.locationUserList;
  }

  /** The learner activity of each placement type that keeps some, with the item it is done on. */
  activities(): readonly DeclaredActivity[] {
    return this.activityList;
  }

  activity(kind: string): DeclaredActivity | undefined {
    return this.activityList.find((a) => a.kind === kind);
  }

  /** Where learner results are kept, by what they refer to (src/server/placements.ts, src/server/learner-results.ts). */
  resultTables(): ResultTables {
    const all = this.activities();
    return {
      byPlacement: all.flatMap((a) => (a.placementId ? [{ table: a.table, placementId: a.placementId }] : [])),
      bySchedule: all.flatMap((a) =>
        a.scheduleId && !a.placementId ? [{ placementType: a.kind, table: a.table, itemId: a.itemId, scheduleId: a.scheduleId }] : [],
      ),
    };
  }
}

const activityOf = (kind: PlacementContentType, a: ContentActivity, items: ServedContent['items']): DeclaredActivity => ({
  ...a,
  kind,
  item: { table: items.table, id: items.id, title: items.title },
});

let loading: Promise<DeclaredContents> | undefined;

/**
 * The declared contents, read from the one list of areas when first asked. The import is dynamic and made at call
 * time because src/features/areas.ts imports every area, whose server code reads this module: a static import would
 * be a cycle (the only dynamic import of areas.ts; eslint.config.js lets the cycle rule skip dynamic imports).
 */
export function declaredContents(): Promise<DeclaredContents> {
  return (loading ??= import('./areas').then(({ areas }) => new DeclaredContents(areas)));
}
