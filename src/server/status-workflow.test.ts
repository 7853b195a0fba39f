import { describe, expect, it } from 'vitest';
import { AppError } from './http/app-error';
import { assertStatusStep } from './status-workflow';

const STEPS = { draft: ['review'], review: ['publish', 'draft'], publish: ['draft'] } as const;
const refused = { message: 'A video in Draft cannot go to Publish.', title: 'Failed to change the status' };

describe('assertStatusStep', () => {
  it('lets a step of the workflow through', () => {
    expect(() => assertStatusStep(STEPS, 'draft', 'review', refused)).not.toThrow();
    expect(() => assertStatusStep(STEPS, 'publish', 'draft', refused)).not.toThrow();
  });

  it('answers a step the current status does not have with a 409 in the area words', () => {
    const err = (() => {
      try {
        assertStatusStep(STEPS, 'draft', 'publish', refused);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'CONFLICT', status: 409, message: refused.message, title: refused.title });
    expect(() => assertStatusStep(STEPS, 'draft', 'draft', refused)).toThrow(AppError);
  });
});
