import { describe, expect, it } from 'vitest';
import { openReportLink, sealReportLink } from './report-link';

const secret = Buffer.alloc(32, 7);
const detail = { module_type: 'classroom', batch_id: 3, section_id: 4, content_id: 9, relation_id: 9 };

describe('report links', () => {
  it('round-trips within an organisation', () => {
    expect(openReportLink(secret, 'DEMO', sealReportLink(secret, 'DEMO', detail))).toEqual(detail);
  });
  it('refuses a tampered link, another organisation and garbage', () => {
    const token = sealReportLink(secret, 'DEMO', detail);
    const flipped = Buffer.from(token, 'base64url');
    flipped[14] ^= 1;
    expect(openReportLink(secret, 'DEMO', flipped.toString('base64url'))).toBeNull();
    expect(openReportLink(secret, 'ACME', token)).toBeNull();
    expect(openReportLink(secret, 'DEMO', 'not-a-link')).toBeNull();
    expect(openReportLink(Buffer.alloc(32, 8), 'DEMO', token)).toBeNull();
  });
});
