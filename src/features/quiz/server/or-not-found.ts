// The pages' one not-found wrapper lives in src/server/http/page.ts (docs/decisions/0072); this name stays only for
// the quiz report page until it moves to loadOr404.
export { orNotFound } from '@/server/http/page';
