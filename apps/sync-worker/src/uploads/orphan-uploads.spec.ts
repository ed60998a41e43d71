import { orphanUploads, UPLOAD_GRACE_MS } from './orphan-uploads';

const now = new Date('2026-11-24T12:00:00Z');
const old = new Date(now.getTime() - UPLOAD_GRACE_MS);
const kept = '2f1c6f4e-8a53-4f0e-9a57-0d6f3f1b2c3d';
const orphan = '7b0e4a8c-1d2f-4e3a-8b9c-0a1b2c3d4e5f';

describe(orphanUploads.name, () => {
  it('deletes an old file whose row went with its lead, and keeps one that still has its row', () => {
    const files = [
      { name: kept, modifiedAt: old },
      { name: orphan, modifiedAt: old },
    ];
    expect(orphanUploads(files, new Set([kept]), now)).toEqual([orphan]);
  });

  it('leaves a fresh file alone (its lead may be committing) and anything not named like an upload', () => {
    const files = [
      { name: orphan, modifiedAt: new Date(now.getTime() - 1_000) },
      { name: '.gitkeep', modifiedAt: old },
      { name: `${orphan}.pdf`, modifiedAt: old },
    ];
    expect(orphanUploads(files, new Set(), now)).toEqual([]);
  });
});
